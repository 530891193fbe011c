import { describe, expect, it } from "vitest";
import { answeredMetadataValues, metadataValues } from "./derivedValues";
import type { RecordRow } from "./entityAccess";

const record = {
  id: 5,
  summary: "Anna",
  created_at: new Date("2026-03-01T10:00:00Z"),
  modified_at: new Date("2026-03-02T10:00:00Z"),
  created_by: 12,
  created_by_username: "jan",
  modified_by: null,
  modified_by_username: null,
} as unknown as RecordRow;

describe("record metadata in answers", () => {
  it("gives the creator and modifier with their ids, for links to their profiles", () => {
    expect(answeredMetadataValues(record)).toMatchObject({
      mdossier_id: 5,
      msummary: "Anna",
      mcreated_by: { id: 12, username: "jan" },
      mmodified_by: "",
    });
  });

  it("keeps plain usernames for formulas and summaries", () => {
    expect(metadataValues(record)).toMatchObject({ mcreated_by: "jan", mmodified_by: "" });
  });
});
