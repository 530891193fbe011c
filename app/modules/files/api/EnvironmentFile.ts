/** A file of the environment as GET /file lists it, as the server declares it (schemas/file.ts). */
export type { EnvironmentFile } from "../../../../schemas";
