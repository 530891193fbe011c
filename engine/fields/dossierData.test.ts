import { describe, expect, it } from "vitest";
import type { DisplayItemSettings } from "../../schemas";
import dossierData, { isSortableMetadata } from "./dossierData";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const metadata = (dossier_data: DisplayItemSettings["dossier_data"]) =>
  makeItem("dossier_data", { settings: { dossier_data } });

describe("dossier_data", () => {
  it("is never edited", () => {
    expect(dossierData.editable).toBe(false);
    expect(dossierData.validate).toBeUndefined();
  });

  it("describes each kind of metadata", () => {
    expect(fits(dossierData.valueSchema(metadata("created_at")), "2026-03-01T13:05:00Z")).toBe(true);
    expect(fits(dossierData.valueSchema(metadata("created_at")), "yesterday")).toBe(false);
    expect(fits(dossierData.valueSchema(metadata("created_by")), { username: "jan" })).toBe(true);
    expect(fits(dossierData.valueSchema(metadata("modified_by")), "jan")).toBe(true);
    expect(fits(dossierData.valueSchema(metadata("dossier_id")), 12)).toBe(true);
    expect(fits(dossierData.valueSchema(metadata("dossier_id")), "12")).toBe(false);
    expect(fits(dossierData.valueSchema(metadata("summary")), "Jansen")).toBe(true);
  });

  it("formats the moments as Dutch date-times in the zone, and for CSV", () => {
    expect(dossierData.format("2026-03-01T13:05:00Z", metadata("created_at"), "list", ctx)).toBe(
      "1 mrt 2026 14:05",
    );
    expect(dossierData.format("2026-03-01T13:05:09Z", metadata("modified_at"), "csv", ctx)).toBe(
      "01/03/2026 14:05:09",
    );
  });

  it("formats creator and modifier by username, id and summary as they are", () => {
    expect(dossierData.format({ username: "jan" }, metadata("created_by"), "show", ctx)).toBe("jan");
    expect(dossierData.format("piet", metadata("modified_by"), "csv", ctx)).toBe("piet");
    expect(dossierData.format(42, metadata("dossier_id"), "list", ctx)).toBe("42");
    expect(dossierData.format("Jansen", metadata("summary"), "show", ctx)).toBe("Jansen");
    expect(dossierData.format(null, metadata("summary"), "show", ctx)).toBe("");
    expect(dossierData.toStrings?.({ username: "jan" })).toEqual(["jan"]);
    expect(dossierData.isEmpty?.({ username: "" })).toBe(true);
  });

  it("sorts only on created_at and modified_at", () => {
    expect(isSortableMetadata(metadata("created_at"))).toBe(true);
    expect(isSortableMetadata(metadata("modified_at"))).toBe(true);
    expect(isSortableMetadata(metadata("created_by"))).toBe(false);
    expect(isSortableMetadata(metadata("summary"))).toBe(false);
  });
});
