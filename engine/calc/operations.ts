import { DEFAULT_TIME_ZONE, dayOf, daysBetween, wholeYears } from "../query/days";
import { isEmptyValue, toNumber } from "../query/values";

type Operation = (...args: never[]) => unknown;

/** A number for arithmetic: numbers, numeric texts and booleans (1 / 0); anything else, empty included, is null. */
export function calcNumber(value: unknown): number | null {
  if (typeof value === "boolean") return value ? 1 : 0;
  return toNumber(value);
}

/** Truth for conditions, null when unknown (an empty value), like SQL's three-valued logic. */
function truth(value: unknown): boolean | null {
  if (isEmptyValue(value)) return null;
  if (typeof value === "boolean") return value;
  const n = toNumber(value);
  return n === null ? true : n !== 0;
}

function finite(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

/** An arithmetic operation that gives null as soon as an operand is empty or not a number. */
function arithmetic(compute: (a: number, b: number) => number | null) {
  return (a: unknown, b: unknown): number | null => {
    const x = calcNumber(a);
    const y = calcNumber(b);
    if (x === null || y === null) return null;
    const result = compute(x, y);
    return result === null ? null : finite(result);
  };
}

/** n times 10^places, through decimal notation where it can, so 1.005 shifts to exactly 100.5. */
function shift(n: number, places: number): number {
  const text = String(n);
  return text.includes("e") ? n * 10 ** places : Number(`${text}e${places}`);
}

/** Rounds half away from zero at `digits` decimals (negative digits round to tens, hundreds...). */
function round(value: unknown, digits: unknown = 0): number | null {
  const x = calcNumber(value);
  const d = calcNumber(digits);
  if (x === null || d === null) return null;
  const places = Math.max(-15, Math.min(15, Math.trunc(d)));
  return finite(Math.sign(x) * shift(Math.round(shift(Math.abs(x), places)), -places));
}

function numbersOf(args: unknown[]): number[] {
  return args
    .flat()
    .map(calcNumber)
    .filter((n): n is number => n !== null);
}

/** Spreadsheet-style aggregate: empty arguments are skipped; all empty gives null. */
function aggregate(compute: (ns: number[]) => number) {
  return (...args: unknown[]): number | null => {
    const ns = numbersOf(args);
    return ns.length === 0 ? null : finite(compute(ns));
  };
}

function compare(a: unknown, op: unknown, b: unknown): boolean | null {
  const x = calcNumber(a);
  const y = calcNumber(b);
  let left: number | string;
  let right: number | string;
  if (x !== null && y !== null) [left, right] = [x, y];
  else if (typeof a === "string" && typeof b === "string" && !isEmptyValue(a) && !isEmptyValue(b))
    [left, right] = [a, b];
  else return null;
  switch (op) {
    case "==":
      return left === right;
    case "!=":
      return left !== right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    default:
      return null;
  }
}

function zone(timeZone: unknown): string {
  return typeof timeZone === "string" ? timeZone : DEFAULT_TIME_ZONE;
}

/** The JSON-Logic operations calc formulas translate to, registered in engine/logic.ts. All are pure. */
export const CALC_OPERATIONS = {
  calc_add: arithmetic((a, b) => a + b),
  calc_subtract: arithmetic((a, b) => a - b),
  calc_multiply: arithmetic((a, b) => a * b),
  calc_divide: arithmetic((a, b) => (b === 0 ? null : a / b)),
  calc_remainder: arithmetic((a, b) => (b === 0 ? null : a % b)),
  calc_negate: (a: unknown) => {
    const x = calcNumber(a);
    return x === null ? null : -x;
  },
  calc_number: (a: unknown) => calcNumber(a),
  calc_compare: compare,
  calc_not: (a: unknown) => {
    const t = truth(a);
    return t === null ? null : !t;
  },
  calc_and: (a: unknown, b: unknown) => {
    const [x, y] = [truth(a), truth(b)];
    if (x === false || y === false) return false;
    return x === null || y === null ? null : true;
  },
  calc_or: (a: unknown, b: unknown) => {
    const [x, y] = [truth(a), truth(b)];
    if (x === true || y === true) return true;
    return x === null || y === null ? null : false;
  },
  /** Both branches arrive evaluated (they are pure); an unknown condition gives null. */
  calc_if: (condition: unknown, then: unknown, otherwise: unknown) => {
    const t = truth(condition);
    return t === null ? null : t ? then : otherwise;
  },
  calc_round: round,
  calc_floor: (a: unknown) => {
    const x = calcNumber(a);
    return x === null ? null : Math.floor(x);
  },
  calc_ceil: (a: unknown) => {
    const x = calcNumber(a);
    return x === null ? null : Math.ceil(x);
  },
  calc_abs: (a: unknown) => {
    const x = calcNumber(a);
    return x === null ? null : Math.abs(x);
  },
  calc_min: aggregate((ns) => Math.min(...ns)),
  calc_max: aggregate((ns) => Math.max(...ns)),
  calc_sum: aggregate((ns) => ns.reduce((a, b) => a + b, 0)),
  calc_avg: aggregate((ns) => ns.reduce((a, b) => a + b, 0) / ns.length),
  /** The first argument that is filled in. */
  calc_coalesce: (...args: unknown[]) => args.find((arg) => !isEmptyValue(arg)) ?? null,
  /** Whole calendar days from the first date to the second. */
  calc_days_between: (from: unknown, to: unknown, timeZone: unknown) => {
    const a = dayOf(from, zone(timeZone));
    const b = dayOf(to, zone(timeZone));
    return a && b ? daysBetween(a, b) : null;
  },
  /** Completed years from a date to today. */
  calc_age: (date: unknown, today: unknown, timeZone: unknown) => {
    const birth = dayOf(date, zone(timeZone));
    const now = dayOf(today, zone(timeZone));
    return birth && now ? wholeYears(birth, now) : null;
  },
} satisfies Record<string, Operation>;
