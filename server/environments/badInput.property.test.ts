import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { QUERY_OPERATORS, SYSTEM_FIELDS } from "../../schemas/query";
import { createdId, type DesignerScene, designerScene } from "../designer/testing/designerScene";
import { describeApi } from "../testing/apiHarness";
import { asJson, expectWellAnswered, mutations, oddPathId, oddValue } from "../testing/badInput";

const RUNS = { numRuns: 40 };

/** Data URLs that look like images, or nearly. */
const oddImage = fc.oneof(
  fc.base64String({ maxLength: 200 }).map((data) => `data:image/png;base64,${data}`),
  fc.base64String({ maxLength: 200 }).map((data) => `data:image/jpeg;base64,${data}`),
  fc.constantFrom(
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/png;base64,!!!",
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    "data:;base64,",
    "data:image/png,",
    "http://example.test/logo.png",
  ),
);

/**
 * Query data the query schema accepts, but odd in meaning: unknown fields and links, operators the field's
 * type does not take, values of any scalar kind, queries that do not exist. These reach the compiler and
 * the SQL translation; data the schema refuses are left to the bodies with odd parts.
 */
function oddQueryData(fieldIds: number[], linkIds: number[]) {
  const scalar = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom("2026-01-31", "2026-02-30", "10:30", "current_user", "", "1e400", "NaN", "%_\\'"),
  );
  const relative = fc.record({
    relative: fc.record({ amount: fc.integer(), unit: fc.constantFrom("days", "weeks", "months", "years") }),
  });
  const condition = fc.record(
    {
      id: fc.constantFrom<number | string>(...fieldIds, ...SYSTEM_FIELDS, 99999),
      type: fc.constantFrom(...QUERY_OPERATORS),
      value: fc.oneof(scalar, relative, fc.array(fc.oneof(scalar, relative), { maxLength: 3 })),
    },
    { requiredKeys: ["id", "type"] },
  );
  const link = fc.record(
    {
      id: fc.constantFrom(...linkIds, 99999),
      where_min: fc.option(fc.nat(5)),
      where_max: fc.option(fc.nat(5)),
      where_other_type: fc.constantFrom("IN", "NOT_IN", null),
      where_other_query: fc.constantFrom("no-such-query", "", null),
      where_empty_not_empty: fc.constantFrom("EMPTY", "NOT_EMPTY", null),
      include_archived: fc.constantFrom("both", "archived", "none_archived", null),
      combinators: fc.array(
        fc.record({ combine: fc.constant("AND"), fields: fc.array(condition, { maxLength: 2 }) }),
        {
          maxLength: 1,
        },
      ),
    },
    { requiredKeys: ["id"] },
  );
  const combinator = fc.record(
    {
      combine: fc.constantFrom("AND", "OR"),
      fields: fc.array(condition, { maxLength: 3 }),
      links: fc.array(link, { maxLength: 2 }),
      combinators: fc.array(
        fc.record({ combine: fc.constant("OR"), fields: fc.array(condition, { maxLength: 2 }) }),
        {
          maxLength: 2,
        },
      ),
    },
    { requiredKeys: ["combine"] },
  );
  return fc.record(
    {
      combinators: fc.array(combinator, { minLength: 1, maxLength: 3 }),
      include_archived: fc.constantFrom("both", "archived", "none_archived", null),
    },
    { requiredKeys: ["combinators"] },
  );
}

/** The id of something there, or a path segment that names nothing. */
const idOr = (id: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(String(id)) }, { weight: 1, arbitrary: oddPathId });

describeApi("bad input to the environment, role, module, language and query writes", (api) => {
  let scene: DesignerScene;
  const ids: Record<string, number> = {};
  const send = (method: "POST" | "PATCH" | "PUT", url: string, body: unknown, cookie = scene.admin.cookie) =>
    api.request(method, url, { cookie, ...asJson(body) });

  beforeAll(async () => {
    scene = await designerScene(api);
    ids.entity = await scene.entity();
    ids.child = await scene.entity();
    ids.textField = await scene.dataField(ids.entity, await scene.baseField({ type: "text" }));
    ids.dateField = await scene.dataField(ids.entity, await scene.baseField({ type: "date" }));
    ids.link = await scene.link(ids.entity, ids.child);
    ids.role = createdId(
      await scene.admin.post("/api/role", {
        environment: scene.environment,
        name: "Target",
        credentials: [],
      }),
    );
    ids.module = (
      await scene.admin.post("/api/environmentmodule", { environment: scene.environment, module: "reports" })
    ).body.id;
    ids.query = createdId(
      await scene.admin.post("/api/dossierquery", {
        environment: scene.environment,
        defDossier: ids.entity,
        data: { combinators: [] },
      }),
    );
    // Changes to an environment land on one made for them, so that the others stay as they are.
    ids.patched = createdId(
      await scene.admin.post("/api/environment", {
        name: api.unique("Patched "),
        description: "Patched by the property test",
        languages: ["en_GB"],
      }),
    );
  }, 60_000);

  it("answers POST and PATCH /api/environment with bad bodies below 500, with errors on a 400", async () => {
    let n = 0;
    const create = fc.constant(null).chain(() => {
      n += 1;
      return fc.oneof(
        mutations(
          {
            name: `Env ${n} ${api.kind}`,
            description: "d",
            languages: ["en_GB", "nl_NL"],
            image: null,
            template: "x",
          },
          ["settings"],
        ),
        oddImage.map((image) => ({
          name: `Img ${n} ${api.kind}`,
          description: "d",
          languages: ["en_GB"],
          image,
        })),
        fc
          .array(fc.oneof(fc.constantFrom<unknown>("en_GB", "xx_XX", 1, 99999), oddValue), { maxLength: 4 })
          .map((languages) => ({ name: `Lang ${n} ${api.kind}`, description: "d", languages })),
      );
    });
    await fc.assert(
      fc.asyncProperty(create, async (body) => {
        expectWellAnswered(await send("POST", "/api/environment", body), body);
      }),
      RUNS,
    );
    const patch = fc.oneof(
      mutations({ name: "Renamed", description: "d", active: true, image: null, settings: {} }),
      oddImage.map((image) => ({ image })),
    );
    await fc.assert(
      fc.asyncProperty(patch, idOr(ids.patched as number), async (body, id) => {
        expectWellAnswered(await send("PATCH", `/api/environment/${id}`, body), { body, id });
      }),
      RUNS,
    );
  });

  it("answers POST /api/environmentlocale with bad bodies below 500, with errors on a 400", async () => {
    const valid = { environment: scene.environment, code: "fr_FR" };
    await fc.assert(
      fc.asyncProperty(mutations(valid), async (body) => {
        expectWellAnswered(await send("POST", "/api/environmentlocale", body), body);
      }),
      RUNS,
    );
  });

  it("answers POST and PATCH /api/environmentmodule with bad bodies below 500, with errors on a 400", async () => {
    const create = mutations({
      environment: scene.environment,
      module: "brp",
      active: true,
      settings: { a: 1 },
    });
    await fc.assert(
      fc.asyncProperty(create, async (body) => {
        expectWellAnswered(await send("POST", "/api/environmentmodule", body), body);
      }),
      RUNS,
    );
    const patch = mutations({ active: false, settings: { b: 2 } });
    await fc.assert(
      fc.asyncProperty(patch, idOr(ids.module as number), async (body, id) => {
        expectWellAnswered(await send("PATCH", `/api/environmentmodule/${id}`, body), { body, id });
      }),
      RUNS,
    );
  });

  it("answers POST and PATCH /api/role with bad bodies below 500, with errors on a 400", async () => {
    let n = 0;
    const credentials = fc.array(
      fc.oneof(
        fc.constantFrom<unknown>(
          "kedo.env",
          "environment-admin",
          `kedo.defdossier.${ids.entity}.show`,
          "kedo.defdossier.99999.show",
          `kedo.defdossier.${ids.entity}.fly`,
        ),
        oddValue,
      ),
      { maxLength: 4 },
    );
    const create = fc.constant(null).chain(() => {
      n += 1;
      const valid = { environment: scene.environment, name: `Role ${n}`, credentials: ["kedo.env"] };
      return fc.oneof(
        mutations(valid),
        credentials.map((c) => ({ ...valid, credentials: c })),
      );
    });
    await fc.assert(
      fc.asyncProperty(create, async (body) => {
        expectWellAnswered(await send("POST", "/api/role", body), body);
      }),
      RUNS,
    );
    const patch = fc.oneof(
      mutations({ name: "Target", credentials: [] }),
      credentials.map((c) => ({ credentials: c })),
    );
    await fc.assert(
      fc.asyncProperty(patch, idOr(ids.role as number), async (body, id) => {
        expectWellAnswered(await send("PATCH", `/api/role/${id}`, body), { body, id });
      }),
      RUNS,
    );
  });

  it("answers query data nested far too deep with 400 and an errors map, not a stack overflow", async () => {
    const nested = (levels: number) => {
      let combinator: Record<string, unknown> = { combine: "AND", fields: [] };
      for (let i = 0; i < levels; i += 1) combinator = { combine: "OR", combinators: [combinator] };
      return { combinators: [combinator] };
    };
    for (const levels of [60, 400, 1000]) {
      const body = { environment: scene.environment, defDossier: ids.entity, data: nested(levels) };
      const created = await send("POST", "/api/dossierquery", body);
      expectWellAnswered(created, levels);
      expect(created.status, String(levels)).toBe(400);
      const changed = await send("PATCH", `/api/dossierquery/${ids.query}`, { data: nested(levels) });
      expectWellAnswered(changed, levels);
      expect(changed.status, String(levels)).toBe(400);
    }
  });

  it("answers POST and PATCH /api/dossierquery with bad bodies and query data below 500", async () => {
    const data = oddQueryData([ids.textField as number, ids.dateField as number], [ids.link as number]);
    const valid = {
      environment: scene.environment,
      defDossier: ids.entity,
      data: { combinators: [] },
      translations: [{ culture: "en_GB", search_name: "q", dashboard_name: "q" }],
    };
    const bodies = fc.oneof(
      mutations(valid),
      data.map((d) => ({ ...valid, data: d })),
      data.map((d) => ({ ...valid, data: d })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        expectWellAnswered(await send("POST", "/api/dossierquery", body), body);
      }),
      { numRuns: 60 },
    );
    const patches = fc.oneof(
      mutations({ defDossier: ids.entity, data: { combinators: [] }, translations: [] }),
      data.map((d) => ({ data: d })),
      data.map((d) => ({ data: d })),
    );
    await fc.assert(
      fc.asyncProperty(patches, idOr(ids.query as number), async (body, id) => {
        expectWellAnswered(await send("PATCH", `/api/dossierquery/${id}`, body), { body, id });
      }),
      { numRuns: 60 },
    );
  });
});
