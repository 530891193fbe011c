import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

describeApi("designer: list options (/api/deffieldlist)", (api) => {
  let scene: DesignerScene;
  let list: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    list = await scene.baseField({ type: "list" });
  });

  const options = async (defField: number) =>
    (await scene.member.get(`/api/deffieldlist?defField=${defField}&limit=500`)).body.results as {
      id: number;
      rank: number;
      color: string | null;
    }[];

  it("requires a base field and translations", async () => {
    const response = await scene.admin.post("/api/deffieldlist", {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { defField: REQUIRED, translations: REQUIRED } });
    const badColor = await scene.admin.post("/api/deffieldlist", {
      defField: list,
      translations: [],
      color: "red",
      rank: -1,
    });
    expect(badColor.body.errors).toMatchObject({ color: INVALID, rank: INVALID });
  });

  it("appends options in rank order with the default colour, and reads them in the API form", async () => {
    const field = await scene.baseField({ type: "list" });
    const first = await scene.option(field, "First");
    const second = await scene.option(field, "Second", { color: "#FF0000", default: true });
    const read = await scene.member.get(`/api/deffieldlist/${second}`);
    expect(read.body).toEqual({
      id: second,
      uuid: expect.any(String),
      color: "#FF0000",
      rank: 1,
      default: true,
      translations: [
        { culture: "en_GB", text: "Second" },
        { culture: "nl_NL", text: "Second (nl)" },
      ],
      defField: field,
      environment: scene.environment,
      settings: {},
    });
    expect(await options(field)).toEqual([
      expect.objectContaining({ id: first, rank: 0, color: "#F5F5F5" }),
      expect.objectContaining({ id: second, rank: 1 }),
    ]);
  });

  it("reorders by rank alone, and deletes", async () => {
    const field = await scene.baseField({ type: "list" });
    const [a, b, c] = [
      await scene.option(field, "A"),
      await scene.option(field, "B"),
      await scene.option(field, "C"),
    ];
    for (const [rank, id] of [c, a, b].entries()) {
      expect((await scene.admin.patch(`/api/deffieldlist/${id}`, { rank })).status).toBe(200);
    }
    expect((await options(field)).map((o) => o.id)).toEqual([c, a, b]);
    expect((await scene.admin.del(`/api/deffieldlist/${a}`)).status).toBe(204);
    expect((await options(field)).map((o) => o.id)).toEqual([c, b]);
    expect((await scene.admin.get(`/api/deffieldlist/${a}`)).status).toBe(404);
  });

  it("hangs tree options under options of the same field only, and takes hidden-for roles of the environment", async () => {
    const tree = await scene.baseField({ type: "tree" });
    const root = await scene.option(tree, "Root");
    const child = await scene.option(tree, "Child", { parent: root });
    expect((await scene.member.get(`/api/deffieldlist/${child}`)).body).toMatchObject({ parent: root });
    expect((await scene.member.get(`/api/deffieldlist/${root}`)).body).toMatchObject({ parent: null });
    const elsewhere = await scene.option(list, "Elsewhere");
    const wrongParent = await scene.admin.post("/api/deffieldlist", {
      defField: tree,
      translations: [{ culture: "en_GB", text: "x" }],
      parent: elsewhere,
    });
    expect(wrongParent.body).toEqual({ errors: { parent: INVALID } });
    // Deleting a parent takes its children along.
    expect((await scene.admin.del(`/api/deffieldlist/${root}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/deffieldlist/${child}`)).status).toBe(404);

    const foreignRole = scene.stranger.role;
    const hidden = await scene.admin.post("/api/deffieldlist", {
      defField: list,
      translations: [{ culture: "en_GB", text: "Hidden" }],
      settings: { roles: [scene.member.role, foreignRole] },
    });
    expect(hidden.body).toEqual({ errors: { "settings.roles": INVALID } });
    const id = await scene.option(list, "Hidden", { settings: { roles: [scene.member.role] } });
    expect((await scene.member.get(`/api/deffieldlist/${id}`)).body.settings).toEqual({
      roles: [scene.member.role],
    });
  });

  it("gives options only to list and tree fields", async () => {
    const text = await scene.baseField({ type: "text" });
    const response = await scene.admin.post("/api/deffieldlist", {
      defField: text,
      translations: [{ culture: "en_GB", text: "No" }],
    });
    expect(response.body).toEqual({ errors: { defField: INVALID } });
  });

  it("lists by environment and uuid, and moves no option to another field", async () => {
    const id = await scene.option(list, "Found", { uuid: "option-uuid-1" });
    const found = await scene.member.get(
      `/api/deffieldlist?environment=${scene.environment}&uuid=option-uuid-1`,
    );
    expect(found.body.results.map((o: { id: number }) => o.id)).toEqual([id]);
    expect(found.body.pager).toMatchObject({ items: 1, current: 1, pages: 1 });
    const other = await scene.baseField({ type: "list" });
    expect((await scene.admin.patch(`/api/deffieldlist/${id}`, { defField: other })).body).toEqual({
      errors: { defField: INVALID },
    });
    expect((await scene.member.get("/api/deffieldlist")).body).toEqual({ errors: { defField: REQUIRED } });
  });

  it("lets base field designers write, and keeps members and other environments out", async () => {
    const body = { defField: list, translations: [{ culture: "en_GB", text: "x" }] };
    expect((await scene.anonymous.post("/api/deffieldlist", body)).status).toBe(401);
    expect((await scene.member.post("/api/deffieldlist", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.defdossierdeffield"]);
    const id = createdId(await designer.post("/api/deffieldlist", body));
    expect((await scene.member.patch(`/api/deffieldlist/${id}`, { rank: 3 })).status).toBe(403);
    expect((await scene.member.del(`/api/deffieldlist/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/deffieldlist/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/deffieldlist?defField=${list}`)).status).toBe(403);
    expect((await scene.stranger.post("/api/deffieldlist", body)).status).toBe(403);
  });
});
