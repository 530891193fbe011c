import { describe, expect, it } from "vitest";
import { toBundle } from "../fixtures/bundle";
import { environments } from "../fixtures/index";
import { generateRecords } from "../fixtures/records";
import { VIEW_MODES } from "../schemas";
import { compile } from "./compile";
import { valuesFromContents } from "./recordValues";
import { validate } from "./validate";

const NOW = "2026-03-10T10:00:00Z";

/** One snapshot per fixture, entity and view mode: any change to what the engine produces shows up in review. */
describe.each(environments.map((e) => [e.environment.name, e] as const))("%s", (_, fixture) => {
  const locale = fixture.environment.locales[0] as string;
  for (const { entity, customViews } of fixture.entities) {
    const views = [...VIEW_MODES, ...customViews.map((v) => v.viewName)];
    it.each(views)(`entity ${entity.id}: %s`, (view) => {
      const bundle = toBundle(fixture, entity.id, { locale, roles: [], admin: false, now: NOW });
      const model = compile(bundle, view);
      expect(model.warnings).toEqual([]);
      expect(model).toMatchSnapshot();
    });
  }
});

describe("fixture records", () => {
  it("every generated record passes the engine's own validation of its entity's edit form", () => {
    for (const fixture of environments) {
      const records = generateRecords(fixture);
      for (const { entity } of fixture.entities) {
        const context = {
          locale: fixture.environment.locales[0] as string,
          roles: [],
          admin: true,
          now: NOW,
        };
        const model = compile(toBundle(fixture, entity.id, context), "edit");
        const own = records.filter((r) => r.def_dossier_id === entity.id);
        expect(own.length).toBeGreaterThanOrEqual(50);
        for (const record of own) {
          expect({
            record: record.id,
            errors: validate(model, valuesFromContents(model, record.contents)),
          }).toEqual({
            record: record.id,
            errors: {},
          });
        }
      }
    }
  });
});
