/** GET /contentdossier's answer, as the server declares it (schemas/recordAnswers.ts). */
export type {
  ListAggregation,
  ListedRecord,
  Pager as ListPager,
  RecordListAnswer,
} from "../../../../schemas";
