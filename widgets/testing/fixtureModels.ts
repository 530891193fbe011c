import { compile, type Values, type ViewModel, valuesFromContents } from "../../engine";
import { type EnvironmentFixture, environments, generateRecords, toBundle } from "../../fixtures";
import type { DossierRecord } from "../../schemas";

/** The fixed clock of the fixture tests, as the engine's own fixture suite uses. */
export const NOW = "2026-03-10T10:00:00Z";

const recordsByFixture = new Map<EnvironmentFixture, DossierRecord[]>();

function recordsOf(fixture: EnvironmentFixture): DossierRecord[] {
  let records = recordsByFixture.get(fixture);
  if (!records) {
    records = generateRecords(fixture);
    recordsByFixture.set(fixture, records);
  }
  return records;
}

export interface FixtureCase {
  name: string;
  fixture: EnvironmentFixture;
  entityId: number;
}

/** Every entity of every fixture environment. */
export function fixtureCases(): FixtureCase[] {
  return environments.flatMap((fixture) =>
    fixture.entities.map(({ entity }) => ({
      name: `${fixture.environment.slug} ${entity.name ?? entity.id}`,
      fixture,
      entityId: entity.id,
    })),
  );
}

/** The model of a view for a user (an ordinary one without roles unless told). */
export function modelOf(
  fixture: EnvironmentFixture,
  entityId: number,
  view: string,
  admin = false,
  roles: number[] = [],
): ViewModel {
  const locale = fixture.environment.locales[0] as string;
  return compile(toBundle(fixture, entityId, { locale, roles, admin, now: NOW }), view);
}

/** The values of the entity's first generated record in a view. */
export function recordValues(fixture: EnvironmentFixture, entityId: number, model: ViewModel): Values {
  const record = recordsOf(fixture).find((r) => r.def_dossier_id === entityId);
  return record ? valuesFromContents(model, record.contents) : {};
}

/** Labels of the fixture's users and files, as the app would resolve them. */
export function fixtureResolver(fixture: EnvironmentFixture) {
  return (kind: "user" | "record" | "file", id: number): string | undefined => {
    if (kind === "user") {
      const user = fixture.users.find((u) => u.id === id);
      return user ? `${user.first_name} ${user.last_name}` : undefined;
    }
    if (kind === "file") return fixture.files.find((f) => f.id === id)?.filename;
    return `Record ${id}`;
  };
}
