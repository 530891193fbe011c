import type { Logic } from "../types";
import type { CompareOp, FieldRef, Predicate } from "./predicate";

/** The key under which matches() lists, on each record, the uuids of the other queries it belongs to. */
export const IN_QUERIES_KEY = "in_queries";

const OPERATORS: Readonly<Record<CompareOp, string>> = { eq: "==", gt: ">", gte: ">=", lt: "<", lte: "<=" };

function value(field: FieldRef): Logic {
  return { var: typeof field === "number" ? `values.${field}` : field };
}

/**
 * The predicate as JSON-Logic over a QueryRecord (see types.ts): values under values.<field id>, system
 * fields at the top, children under links.<link id>. Children are tested with some / none / filter, which
 * scope `var` to the child, so the child predicate reads the child's own fields.
 */
export function toJsonLogic(p: Predicate): Logic {
  switch (p.kind) {
    case "true":
      return true;
    case "false":
      return false;
    case "and":
      return p.children.length === 0 ? true : { and: p.children.map(toJsonLogic) };
    case "or":
      return p.children.length === 0 ? false : { or: p.children.map(toJsonLogic) };
    case "not":
      return { "!": [toJsonLogic(p.child)] };
    case "archived":
      return p.archived ? { "!!": [{ var: "archived" }] } : { "!": [{ var: "archived" }] };
    case "empty":
      return { docket_empty: [value(p.field)] };
    case "text":
      return { [p.op === "exact" ? "docket_ci_equals" : "docket_ci_contains"]: [value(p.field), p.value] };
    case "number": {
      const read = p.read === "running_number" ? "docket_running_number" : "docket_number";
      return { docket_compare: [{ [read]: [value(p.field)] }, OPERATORS[p.op], p.value] };
    }
    case "day":
      return { docket_compare: [{ docket_day: [value(p.field), p.timezone] }, OPERATORS[p.op], p.value] };
    case "anniversary":
      return { docket_anniversary: [value(p.field), p.today, p.days, p.timezone] };
    case "contains_any":
      return { docket_intersects: [{ docket_ids: [value(p.field)] }, p.ids] };
    case "link": {
      const children = { var: `links.${p.link}` };
      const where = toJsonLogic(p.where);
      if (p.match === "some") return { some: [children, where] };
      if (p.match === "none") return { none: [children, where] };
      const count = { docket_count: [{ filter: [children, where] }] };
      return p.max === null ? { ">=": [count, p.min] } : { "<=": [p.min, count, p.max] };
    }
    case "file_kind":
      return { docket_file_kind: [value(p.field), p.fileKind] };
    case "in_query":
      return { in: [p.query, { var: IN_QUERIES_KEY }] };
  }
}
