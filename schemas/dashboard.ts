import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, Pager, RoleRef, Uuid } from "./common";
import { present, presentIn, unless, when } from "./jsonSchemaRules";
import {
  BLOCK_TYPES,
  BLOCK_TYPES_WITHOUT_ENTITY,
  type BlockTypeName,
  CARD_TEMPLATES,
  CHART_FORMATS,
  CHART_LAYOUTS,
  CONTAINER_LAYOUTS,
  DATE_FORMATS,
  GROUP_FORMATS,
  LEGEND_DIRECTIONS,
  LIST_LAYOUTS,
  PERIODS,
  TABLE_LAYOUTS,
} from "./names";
import { ActiveUser } from "./statistics";

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const BlockType = literals(BLOCK_TYPES);

/** A block flag: "yes" or "no" (booleans are read the same way). */
export const BlockFlag = Type.Union([Type.Literal("yes"), Type.Literal("no"), Type.Boolean()]);
export type BlockFlag = Static<typeof BlockFlag>;

/** A display item or data field chosen for a block. */
const FieldRef = Type.Optional(Nullable(Id));
/** A query by id or uuid. */
const QueryRef = Nullable(Type.Union([Id, Uuid]));
const Flag = Type.Optional(Nullable(BlockFlag));

/** Settings of a dashboard block: the common ones, then those of each block type. */
export const DashboardBlockSettings = Type.Object({
  // common
  limit: Type.Optional(Type.Integer({ minimum: 1, default: 10 })),
  /** One of the named colour schemes. */
  scheme: Type.Optional(Nullable(Type.String())),
  view_name: Type.Optional(Nullable(Type.String())),
  /** table, cards or calendar for lists (default table); horizontal, vertical, carousel or accordion for a container (default horizontal). */
  layout: Type.Optional(Nullable(literals([...LIST_LAYOUTS, ...CONTAINER_LAYOUTS] as const))),
  show_add: Flag,
  inline_edit: Flag,
  tab_queries: Type.Optional(
    Type.Array(Type.Object({ query: QueryRef, title: Type.Optional(Nullable(Type.String())) })),
  ),
  carousel: Flag,
  template: Type.Optional(Nullable(literals(CARD_TEMPLATES))),
  templateOptions: Type.Optional(
    Nullable(
      Type.Object({
        picture: FieldRef,
        title: FieldRef,
        description: FieldRef,
        date: FieldRef,
        subtitle: FieldRef,
        name: FieldRef,
        location: FieldRef,
        start: FieldRef,
        end: FieldRef,
      }),
    ),
  ),
  sort: Type.Optional(
    Nullable(Type.Object({ dddfId: Nullable(Id), order: Type.Optional(literals(["ASC", "DESC"] as const)) })),
  ),
  // list_option_percentage_conditions
  pie_charts: Type.Optional(
    Type.Array(
      Type.Object({
        total_query: Type.Optional(QueryRef),
        dossier_query: QueryRef,
        color: Type.Optional(Nullable(Type.String())),
        title: Type.Optional(Nullable(Type.String())),
      }),
    ),
  ),
  // count_list_options (and count_link_options)
  count_list_field: FieldRef,
  date_field: FieldRef,
  use_creation_date: Flag,
  date_format: Type.Optional(Nullable(literals(DATE_FORMATS))),
  chart_format: Type.Optional(Nullable(literals(CHART_FORMATS))),
  group_format: Type.Optional(Nullable(literals(GROUP_FORMATS))),
  chart_layout: Type.Optional(Nullable(literals(CHART_LAYOUTS))),
  table_layout: Type.Optional(Nullable(literals(TABLE_LAYOUTS))),
  reverse_axis: Flag,
  show_y_scroll: Flag,
  enable_labels: Flag,
  enable_grid: Flag,
  legend_direction: Type.Optional(Nullable(literals(LEGEND_DIRECTIONS))),
  // count_link_options
  origin_link_field: FieldRef,
  origin_display_field: FieldRef,
  count_link_field: FieldRef,
  count_link_field_sec: FieldRef,
  link_display_field: FieldRef,
  // sum_fields
  sum_field: FieldRef,
  // date_statistics (also date_field)
  list_field: FieldRef,
  period: Type.Optional(Nullable(literals(PERIODS))),
  link_field: FieldRef,
});
export type DashboardBlockSettings = Static<typeof DashboardBlockSettings>;

export const DashboardBlockTranslation = Type.Object({
  culture: Culture,
  title: Type.String(),
});

const blockProperties = {
  uuid: Type.Optional(Uuid),
  environment: Type.Optional(Id),
  type: BlockType,
  /** The container block this one sits in. */
  parent: Type.Optional(Nullable(Type.Union([Id, Type.Object({ id: Id })]))),
  col: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 12 })),
  rank: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  defDossier: Type.Optional(Nullable(Id)),
  dossierQuery: Type.Optional(Nullable(Id)),
  /** Whether the block belongs on the dashboard. */
  dashboard: Type.Optional(Nullable(Type.Boolean())),
  settings: Type.Optional(Nullable(DashboardBlockSettings)),
};

/** A dashboard block (mypageblock), read form; containers hold their children. */
export const DashboardBlock = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Id,
      ...blockProperties,
      def_dossier_id: Type.Optional(Nullable(Id)),
      dossier_query_id: Type.Optional(Nullable(Id)),
      children: Type.Optional(Type.Array(Type.Union([Id, Self]))),
      roles: Type.Optional(Type.Array(RoleRef)),
      translations: Type.Array(DashboardBlockTranslation),
    }),
  { $id: "DashboardBlock" },
);
export type DashboardBlock = Static<typeof DashboardBlock>;

/**
 * The body of POST and PATCH /mypageblock. A type is required, and an entity unless the type needs none;
 * date statistics need a period, count list blocks a count list field, count link blocks a count link field.
 */
export const DashboardBlockWrite = Type.Object(
  {
    ...blockProperties,
    environment: Id,
    roles: Type.Optional(Type.Array(Id)),
    translations: Type.Optional(Type.Array(DashboardBlockTranslation)),
  },
  {
    allOf: [
      unless("type", BLOCK_TYPES_WITHOUT_ENTITY, present("defDossier", "integer")),
      when("type", ["date_statistics"], presentIn("settings", "period", "string")),
      when("type", ["count_list_options"], presentIn("settings", "count_list_field", "integer")),
      when("type", ["count_link_options"], presentIn("settings", "count_link_field", "integer")),
    ],
  },
);
export type DashboardBlockWrite = Static<typeof DashboardBlockWrite>;

/** Where a block sits on the 12-column dashboard grid, in grid units (at least 5 by 5; default 6 by 10). */
export const BlockPosition = Type.Object({
  uuid: Uuid,
  x: Type.Integer({ minimum: 0, maximum: 11 }),
  y: Type.Integer({ minimum: 0 }),
  w: Type.Integer({ minimum: 5, maximum: 12 }),
  h: Type.Integer({ minimum: 5 }),
});
export type BlockPosition = Static<typeof BlockPosition>;

/** A block position as the API writes it; a zero width or height is read as 5. */
export const BlockPositionApi = Type.Object({
  block: Type.Union([Id, Uuid]),
  xPos: Type.Integer({ minimum: 0 }),
  yPos: Type.Integer({ minimum: 0 }),
  blockWidth: Type.Integer({ minimum: 0, maximum: 12 }),
  blockHeight: Type.Integer({ minimum: 0 }),
});
export type BlockPositionApi = Static<typeof BlockPositionApi>;

/** The body of PATCH /mypage/{environment}/position; `default` saves the default view (admins). */
export const BlockPositionsUpdate = Type.Object({
  blocks: Type.Array(BlockPositionApi),
  default: Type.Optional(Type.Boolean()),
});
export type BlockPositionsUpdate = Static<typeof BlockPositionsUpdate>;

/** The answer of the page-block list: the blocks and their positions. */
export const DashboardLayout = Type.Object({
  positions: Type.Array(BlockPositionApi),
  results: Type.Array(DashboardBlock),
  pager: Type.Optional(Pager),
});
export type DashboardLayout = Static<typeof DashboardLayout>;

/**
 * A dashboard block as the API answers it (GET /mypageblock, /mypageblock/{id}, POST and PATCH), its visible
 * children nested. Settings are answered as stored: the service checks the ones a type needs, the rest
 * follows DashboardBlockSettings and is kept as given.
 */
export const DashboardBlockView = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Id,
      uuid: Type.String(),
      environment: Id,
      type: Type.Unsafe<BlockTypeName>(Type.String({ enum: [...BLOCK_TYPES] })),
      /** The container block this one sits in. */
      parent: Nullable(Id),
      children: Type.Array(Self),
      col: Type.Integer(),
      rank: Type.Integer(),
      defDossier: Nullable(Id),
      def_dossier_id: Nullable(Id),
      dossierQuery: Nullable(Id),
      dossier_query_id: Nullable(Id),
      dashboard: Type.Boolean(),
      /** The roles that see the block; none: everyone who may open its entity. */
      roles: Type.Array(Id),
      translations: Type.Array(Type.Object({ culture: Type.String(), title: Type.String() })),
      settings: Type.Unsafe<DashboardBlockSettings>(Type.Record(Type.String(), Type.Unknown())),
    }),
  { $id: "DashboardBlockView" },
);
export type DashboardBlockView = Static<typeof DashboardBlockView>;

/** Where a block sits on the dashboard grid as the API answers it, in grid units. */
export const DashboardPosition = Type.Object({
  block: Id,
  uuid: Type.String(),
  xPos: Type.Integer({ minimum: 0 }),
  yPos: Type.Integer({ minimum: 0 }),
  blockWidth: Type.Integer({ minimum: 0 }),
  blockHeight: Type.Integer({ minimum: 0 }),
  /** Hidden from the caller's own view. */
  hidden: Type.Boolean(),
});
export type DashboardPosition = Static<typeof DashboardPosition>;

/** GET and PATCH /mypage/{environment}/position: the places of the blocks the caller sees. */
export const DashboardPositions = Type.Object({ positions: Type.Array(DashboardPosition) });
export type DashboardPositions = Static<typeof DashboardPositions>;

/** GET /mypageblock: the top blocks the caller sees (containers holding their children) and their places. */
export const DashboardBlockList = Type.Object({
  results: Type.Array(DashboardBlockView),
  positions: Type.Array(DashboardPosition),
  pager: Pager,
});
export type DashboardBlockList = Static<typeof DashboardBlockList>;

/** One row of a chart block's data: a list option (and a period) with its count. */
export const BlockChartRow = Type.Object({
  def_field_list_id: Id,
  summary: Type.String(),
  /** The first day of the period (YYYY-MM-DD), or null without periods. */
  period: Nullable(Type.String()),
  total_items: Type.Integer({ minimum: 0 }),
});
export type BlockChartRow = Static<typeof BlockChartRow>;

/**
 * GET /mypageblock/{id}/data: what the block shows, by its type. `results` is an array of BlockChartRow
 * (count_list_options, funnel, count_link_options, date_statistics with a list field), of {period,
 * total_items} (date_statistics), of {title, color, totals, total_dossiers, percentage}
 * (list_option_percentage_conditions), of markers {id, summary, title, latitude, longitude} (geomap), of
 * ActiveUser (active_users); {sum} with `result` (sum_fields), {members} (online_users) or
 * NewRecordStatistics (new_dossier_statistics).
 */
export const BlockData = Type.Object({
  results: Type.Unknown(),
  result: Type.Optional(Nullable(Type.Number())),
});
export type BlockData = Static<typeof BlockData>;

/** POST /environmentadmin/statistics/user_current: the environment's active members. */
export const MemberCount = Type.Object({ members: Type.Integer({ minimum: 0 }) });
export type MemberCount = Static<typeof MemberCount>;

/** POST /environmentadmin/statistics/users_most_active. */
export const ActiveUsers = Type.Object({ results: Type.Array(ActiveUser) });
export type ActiveUsers = Static<typeof ActiveUsers>;
