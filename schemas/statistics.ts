import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";

const Count = Type.Integer({ minimum: 0 });

/** New records on one weekday (1 to 7) of a week. */
export const WeekdayCount = Type.Object({
  created_at: Type.Integer({ minimum: 1, maximum: 7 }),
  cd_count: Count,
});
export type WeekdayCount = Static<typeof WeekdayCount>;

/** The answer of /environmentadmin/statistics/contentdossier: new records per weekday in the last three weeks. */
export const NewRecordStatistics = Type.Object({
  lastweek: Type.Array(WeekdayCount),
  twoweeks: Type.Array(WeekdayCount),
  threeweeks: Type.Array(WeekdayCount),
});
export type NewRecordStatistics = Static<typeof NewRecordStatistics>;

/** The answer of /environmentadmin/statistics/user_current. */
export const OnlineUserStatistics = Type.Object({
  online: Count,
  offline: Count,
});
export type OnlineUserStatistics = Static<typeof OnlineUserStatistics>;

/** One row of /environmentadmin/statistics/users_most_active. */
export const ActiveUser = Type.Object({
  user_id: Id,
  username: Type.String(),
  total_count: Count,
});
export type ActiveUser = Static<typeof ActiveUser>;

/** One row of a chart block's data: a period (or record) and the number of records counted for a list option. */
export const ChartRow = Type.Object({
  summary: Type.Optional(Nullable(Type.String())),
  yearAnddate: Type.Optional(Nullable(Type.String())),
  period: Type.Optional(Nullable(Type.Union([Type.String(), Type.Integer()]))),
  def_field_list_id: Type.Optional(Nullable(Id)),
  total_items: Count,
});
export type ChartRow = Static<typeof ChartRow>;

/** One slice of a percentage block: the records of a query as a share of the records of the total query. */
export const PieSlice = Type.Object({
  percentage: Type.Number({ minimum: 0 }),
  total_dossiers: Count,
  totals: Count,
  color: Type.Optional(Nullable(Type.String())),
  title: Type.Optional(Nullable(Type.String())),
});
export type PieSlice = Static<typeof PieSlice>;
