import { beforeAll, expect, it } from "vitest";
import { compile } from "../../engine";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

describeApi("entity bundle", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 7600);
  }, 60_000);

  const bundleAs = (who: keyof RecordsScene["users"], query = "") =>
    api.request("GET", `/api/defdossier/${scene.entities.person}/bundle${query}`, {
      cookie: scene.users[who].cookie,
    });
  const itemIds = (body: { positions: { display_items: { id: number }[] }[] }) =>
    body.positions.flatMap((p) => p.display_items.map((i) => i.id));

  it("answers the engine's input for the caller, which compiles as the server's model does", async () => {
    const response = await bundleAs("manager", "?locale=nl_NL");
    expect(response.status).toBe(200);
    expect(response.body.entity.id).toBe(scene.entities.person);
    expect(response.body.context).toMatchObject({ locale: "nl_NL", admin: false });
    const model = compile(response.body, "edit");
    expect(model.items[scene.person.salary.edit]).toBeDefined();
    expect(model.items[scene.person.name.edit]?.label).toBe("Name");
  });

  it("leaves out items the caller's roles exclude, metadata and all", async () => {
    const clerk = await bundleAs("clerk");
    expect(clerk.status).toBe(200);
    expect(itemIds(clerk.body)).not.toContain(scene.person.salary.edit);
    expect(itemIds(clerk.body)).toContain(scene.person.name.edit);
    const admin = await bundleAs("envAdmin");
    expect(itemIds(admin.body)).toContain(scene.person.salary.edit);
  });

  it("refuses callers without show on the entity, and outsiders", async () => {
    expect((await bundleAs("nobody")).status).toBe(403);
    expect((await bundleAs("outsider")).status).toBe(403);
    const anonymous = await api.request("GET", `/api/defdossier/${scene.entities.person}/bundle`);
    expect(anonymous.status).toBe(401);
    const missing = await api.request("GET", "/api/defdossier/999999/bundle", {
      cookie: scene.users.admin.cookie,
    });
    expect(missing.status).toBe(404);
  });
});
