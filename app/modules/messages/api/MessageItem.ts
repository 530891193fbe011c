/** A message as GET /message answers it, as the server declares it (schemas/message.ts). */
export type { MessageItem } from "../../../../schemas";
