import { describe, expect, it } from "vitest";
import { toBundle } from "../fixtures/bundle";
import { environments } from "../fixtures/index";
import { generateRecords } from "../fixtures/records";
import { VIEW_MODES } from "../schemas";
import { compile } from "./compile";
import { valuesFromContents } from "./recordValues";
import { validate } from "./validate";

const NOW = "2026-03-10T10:00:00Z";

/**
 * What the engine makes of each fixture entity in every view mode, one file per entity
 * (__snapshots__/fixtures/{environment, slugged}/{entity}.json): any change to it shows up in review, where it is.
 */
describe.each(environments.map((e) => [e.environment.name, e] as const))("%s", (name, fixture) => {
  const locale = fixture.environment.locales[0] as string;
  it.each(fixture.entities.map((e) => [e.entity.id, e] as const))(
    "entity %s",
    async (id, { customViews }) => {
      const bundle = toBundle(fixture, id, { locale, roles: [], admin: false, now: NOW });
      const views = [...VIEW_MODES, ...customViews.map((v) => v.viewName)];
      const models = Object.fromEntries(views.map((view) => [view, compile(bundle, view)]));
      for (const model of Object.values(models)) expect(model.warnings).toEqual([]);
      await expect(`${JSON.stringify(models, null, 2)}\n`).toMatchFileSnapshot(
        `__snapshots__/fixtures/${name.toLowerCase().replace(/\W+/g, "-")}/${id}.json`,
      );
    },
  );
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
