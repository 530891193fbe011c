import { describe, expect, it } from "vitest";
import type { FieldsAndLinks } from "../api/listFieldsAndLinks";
import { fieldPathError, UNKNOWN_PATH } from "./fieldPathError";

/** Contacts (10) link to companies (20) by "company"; companies have a name and a status. */
const ENTITIES: Record<number, FieldsAndLinks> = {
  10: {
    fields: [{ id: 1, name: "name" }],
    links: [{ id: 31, name: "company", child_def_dossier_id: 20 }],
  } as unknown as FieldsAndLinks,
  20: { fields: [{ id: 2, name: "status" }], links: [] } as unknown as FieldsAndLinks,
};

const load = async (entityId: number) => ENTITIES[entityId] ?? { fields: [], links: [] };

describe("a display rule's field path", () => {
  it("is known when its links lead to an entity that has its last name as a field, link or record data", async () => {
    expect(await fieldPathError("name", 10, load)).toBeUndefined();
    expect(await fieldPathError("company", 10, load)).toBeUndefined();
    expect(await fieldPathError("company.status", 10, load)).toBeUndefined();
    expect(await fieldPathError(" company . created_at ", 10, load)).toBeUndefined();
  });

  it("is unknown when a name is not there, a field is followed like a link, or a part is empty", async () => {
    expect(await fieldPathError("nothing", 10, load)).toBe(UNKNOWN_PATH);
    expect(await fieldPathError("company.name", 10, load)).toBe(UNKNOWN_PATH);
    expect(await fieldPathError("name.status", 10, load)).toBe(UNKNOWN_PATH);
    expect(await fieldPathError("company.", 10, load)).toBe(UNKNOWN_PATH);
    expect(await fieldPathError("", 10, load)).toBe(UNKNOWN_PATH);
  });
});
