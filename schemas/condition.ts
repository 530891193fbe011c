import { type Static, Type } from "@sinclair/typebox";
import { Id } from "./common";

/** One test of a condition: a display item's value equals (or not) one of the values. */
export const ConditionRuleField = Type.Object({
  field: Id,
  field_method: Type.Union([Type.Literal("equals"), Type.Literal("notequals")]),
  values: Type.Array(Type.Union([Type.String(), Type.Number()])),
});

/** An entity setting: when the rules match, show or require the listed display items. */
export const Condition = Type.Object({
  rules: Type.Object({
    /** 'or' needs one matching field; any other value needs all. */
    type: Type.Optional(Type.String()),
    fields: Type.Array(ConditionRuleField),
  }),
  actions: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal("show_fields"), Type.Literal("require_fields")]),
      values: Type.Array(Id),
    }),
  ),
});
export type Condition = Static<typeof Condition>;

/** A display item rule: compare the values found at a field path, then show or hide the item. */
export const DisplayRule = Type.Object({
  path: Type.String({ minLength: 1 }),
  op: Type.Union([Type.Literal("contains"), Type.Literal("equals")]),
  value: Type.Array(Type.String()),
  action: Type.Union([Type.Literal("show"), Type.Literal("hide")]),
  /** What the designer is typing before it becomes a value. */
  buffer: Type.Optional(Type.String()),
});
export type DisplayRule = Static<typeof DisplayRule>;
