/** GET /contentdossier/{id}'s answer, as the server declares it (schemas/recordAnswers.ts). */
export type { RecordDetail, RecordItemInfo } from "../../../../schemas";
