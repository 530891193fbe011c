/**
 * npm run bench:template: applies a template of BENCH_ENTITIES (50) entities and BENCH_FIELDS (500) data
 * fields to a new environment through the real server (PATCH /api/template/apply/{template}/{environment},
 * one transaction), on PGlite and (with TEST_DATABASE_URL or DATABASE_URL) on PostgreSQL, and prints the
 * seconds it took; then applies it again (every item found by uuid and patched, nothing added). Each entity
 * has one position, its share of the data fields (every fifth a list field with three options) with a display
 * item each, and a link to the next entity with the link back.
 */
import type { TemplateContent, TemplateEntity } from "../../schemas";
import { type BenchDatabaseKind, postgresUrl, startBenchServer } from "./apiBench";

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const ENTITIES = intFromEnv("BENCH_ENTITIES", 50);
const FIELDS = intFromEnv("BENCH_FIELDS", 500);
const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((s) => s.trim());
const KINDS = (["pglite", "postgres"] as BenchDatabaseKind[]).filter(
  (kind) => wanted.includes(kind) && (kind === "pglite" || postgresUrl()),
);

/** The template: ENTITIES entities sharing FIELDS data fields, each on its own base field. */
function benchTemplate(): TemplateContent {
  const perEntity = Math.ceil(FIELDS / ENTITIES);
  const deffields: TemplateContent["deffields"] = [];
  const defdossiers: TemplateEntity[] = [];
  for (let e = 0; e < ENTITIES; e++) {
    const next = (e + 1) % ENTITIES;
    const dataFields: NonNullable<TemplateEntity["defdossierdeffields"]> = [];
    const items: {
      uuid: string;
      view: string;
      rank: number;
      col: number;
      colspan: number;
      translations: { culture: string; name: string }[];
      def_dossier_def_field: { uuid: string };
    }[] = [];
    for (let f = 0; f < perEntity && e * perEntity + f < FIELDS; f++) {
      const n = e * perEntity + f;
      const list = n % 5 === 0;
      deffields.push({
        uuid: `bench-field-${n}`,
        type: list ? "list" : "text",
        name: `field_${n}`,
        settings: {},
        ...(list
          ? {
              def_field_lists: [0, 1, 2].map((o) => ({
                uuid: `bench-option-${n}-${o}`,
                rank: o,
                translations: [{ culture: "en_GB", text: `Option ${o}` }],
              })),
            }
          : {}),
      });
      dataFields.push({
        uuid: `bench-data-${n}`,
        name: `field_${f}`,
        def_field: { uuid: `bench-field-${n}` },
      });
      items.push({
        uuid: `bench-item-${n}`,
        view: "show/edit",
        rank: f,
        col: 1,
        colspan: 6,
        translations: [{ culture: "en_GB", name: `Field ${f}` }],
        def_dossier_def_field: { uuid: `bench-data-${n}` },
      });
    }
    defdossiers.push({
      uuid: `bench-entity-${e}`,
      type: "main",
      name: `entity_${e}`,
      rank: e,
      translations: [{ culture: "en_GB", name_singular: `Entity ${e}`, name_plural: `Entities ${e}` }],
      displaypositions: [
        {
          uuid: `bench-position-${e}`,
          type: "main_content",
          rank: 0,
          translations: [{ culture: "en_GB", name_plural: "Main" }],
          display_items: items,
        },
      ],
      defdossierdeffields: dataFields,
      defdossierlinks:
        ENTITIES > 1
          ? [
              {
                uuid: `bench-link-${e}-next`,
                name: "next",
                type_of_link: "select",
                child_def_dossier: { uuid: `bench-entity-${next}` },
                back_link: { uuid: `bench-link-${next}-previous` },
              },
              {
                uuid: `bench-link-${e}-previous`,
                name: "previous",
                type_of_link: "embeddedList",
                child_def_dossier: { uuid: `bench-entity-${(e + ENTITIES - 1) % ENTITIES}` },
                back_link: { uuid: `bench-link-${(e + ENTITIES - 1) % ENTITIES}-next` },
              },
            ]
          : [],
    });
  }
  return { locale: "en_GB", deffields, defdossiers };
}

async function benchOne(kind: BenchDatabaseKind): Promise<void> {
  const server = await startBenchServer(kind);
  try {
    const { client } = server;
    const created = await client.request("POST", "/api/admin/template", {
      name: "Bench template",
      template: JSON.stringify(benchTemplate()),
    });
    if (created.status !== 201) throw new Error(`Template not stored: ${JSON.stringify(created.body)}`);
    const templateId = (created.body as { id: number }).id;
    const environment = await client.request("POST", "/api/environment", {
      name: "Bench target",
      description: "Template bench",
      languages: ["en_GB"],
    });
    if (environment.status !== 201)
      throw new Error(`Environment not made: ${JSON.stringify(environment.body)}`);
    const environmentId = (environment.body as { id: number }).id;

    for (const label of ["first apply", "second apply (nothing new)"]) {
      const started = performance.now();
      const applied = await client.request("PATCH", `/api/template/apply/${templateId}/${environmentId}`, {});
      const seconds = (performance.now() - started) / 1000;
      if (applied.status !== 200)
        throw new Error(`${label} failed (${applied.status}): ${JSON.stringify(applied.body)}`);
      const { done, total } = applied.body as { done: number; total: number };
      console.log(`${server.label}: ${label}: ${done}/${total} writes in ${seconds.toFixed(2)} s`);
    }
    const [counts] = await server.db.query<{ entities: number; fields: number; items: number }>(
      `select (select count(*)::int from def_dossiers where environment_id = $1) as entities,
              (select count(*)::int from def_dossier_def_fields where environment_id = $1) as fields,
              (select count(*)::int from display_items where environment_id = $1) as items`,
      [environmentId],
    );
    console.log(
      `${server.label}: the environment holds ${counts?.entities} entities, ${counts?.fields} data fields, ${counts?.items} display items`,
    );
  } finally {
    await server.close();
  }
}

console.log(`Template bench: ${ENTITIES} entities, ${FIELDS} data fields`);
for (const kind of KINDS) await benchOne(kind);
