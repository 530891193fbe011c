import { notFound } from "./errors";

const MAX_ID = 2_147_483_647;

/** Reads an id from a path; anything that cannot be one names nothing, so it is a 404. */
export function pathId(value: unknown): number {
  const text = String(value ?? "");
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** True when the value is an integer a database id column can hold. */
export function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
