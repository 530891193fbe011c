import type { Combinator, QueryFieldCondition } from "../../../../schemas";
import type { ValueKind } from "./operatorsFor";

export type LinkFilter = NonNullable<Combinator["links"]>[number];

/** An empty group, with its own uuid as the spec's combinator carries one. */
export function newCombinator(): Combinator {
  return { uuid: crypto.randomUUID(), combine: "AND", fields: [], links: [], combinators: [] };
}

/** A link filter over the link: at least one linked record (not archived), no further conditions. */
export function newLinkFilter(linkId: number): LinkFilter {
  return {
    id: linkId,
    where_empty_not_empty: "NOT_EMPTY",
    include_archived: "none_archived",
    combinators: [],
  };
}

/** The date of today as YYYY-MM-DD in the browser's time zone. */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The value a condition starts with when its operator is chosen. */
export function initialValue(
  kind: ValueKind,
  options: readonly { id: number }[],
): QueryFieldCondition["value"] {
  switch (kind) {
    case "none":
      return undefined;
    case "text":
      return "";
    case "number":
      return null;
    case "numberRange":
    case "dateRange":
      return [null, null];
    case "date":
      return todayText();
    case "weeks":
      return 1;
    case "option":
      return options[0]?.id ?? null;
    case "options":
      return options[0] ? [options[0].id] : [];
    case "user":
      return "current_user";
  }
}

/** A condition on the field with its first operator and that operator's starting value. */
export function conditionFor(
  field: QueryFieldCondition["id"],
  operator: QueryFieldCondition["type"],
  kind: ValueKind,
  options: readonly { id: number }[],
): QueryFieldCondition {
  const value = initialValue(kind, options);
  return value === undefined ? { id: field, type: operator } : { id: field, type: operator, value };
}

/** The list with item `index` replaced. */
export function replaceAt<T>(items: readonly T[] | undefined, index: number, item: T): T[] {
  return (items ?? []).map((old, i) => (i === index ? item : old));
}

/** The list without item `index`. */
export function removeAt<T>(items: readonly T[] | undefined, index: number): T[] {
  return (items ?? []).filter((_, i) => i !== index);
}
