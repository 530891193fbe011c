import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

describeApi("designer: links (/api/defdossierlink)", (api) => {
  let scene: DesignerScene;
  let parent: number;
  let child: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    parent = await scene.entity();
    child = await scene.entity();
  });

  it("requires a name, a type and a target entity, and knows the cascade rules", async () => {
    expect((await scene.admin.post("/api/defdossierlink", {})).body).toEqual({
      errors: { name: REQUIRED, typeOfLink: REQUIRED, childDefDossier: REQUIRED, defDossier: REQUIRED },
    });
    const bad = await scene.admin.post("/api/defdossierlink", {
      name: "x",
      typeOfLink: "tree",
      defDossier: parent,
      childDefDossier: child,
      cascadeRule: "explode",
      archiveCascadeRule: "burn",
    });
    expect(bad.body).toEqual({
      errors: { typeOfLink: INVALID, cascadeRule: INVALID, archiveCascadeRule: INVALID },
    });
  });

  it("reduces a new link's name to letters, digits and single underscores, with maintain as default cascade", async () => {
    const created = await scene.admin.post("/api/defdossierlink", {
      name: "  Care -- plan (2)! ",
      typeOfLink: "embeddedList",
      defDossier: parent,
      childDefDossier: child,
      settings: { multiple: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), uuid: expect.any(String), name: "Care_plan_2" });
    const read = await scene.member.get(`/api/defdossierlink/${created.body.id}`);
    expect(read.body).toMatchObject({
      id: created.body.id,
      name: "Care_plan_2",
      type_of_link: "embeddedList",
      def_dossier_id: parent,
      child_def_dossier_id: child,
      back_link_id: null,
      back_link: null,
      obligatory: false,
      locked: false,
      cascade_rule: "maintain",
      archive_cascade_rule: "",
      settings: { multiple: true },
      environment: scene.environment,
      created_by: { username: expect.stringMatching(/^root/) },
    });
    const nameless = await scene.admin.post("/api/defdossierlink", {
      name: "!!!",
      typeOfLink: "select",
      defDossier: parent,
      childDefDossier: child,
    });
    expect(nameless.body).toEqual({ errors: { name: INVALID } });
  });

  it("links only to entities of the same environment, and limits choices to the environment's queries", async () => {
    const foreign = await scene.entity({}, scene.other);
    const response = await scene.admin.post("/api/defdossierlink", {
      name: "foreign",
      typeOfLink: "select",
      defDossier: parent,
      childDefDossier: foreign,
      settings: { limit_output_to_mis_item: "no-such-query" },
    });
    expect(response.body).toEqual({
      errors: { childDefDossier: INVALID, "settings.limit_output_to_mis_item": INVALID },
    });
  });

  it("changes an existing link but not its target entity", async () => {
    const id = await scene.link(parent, child, { name: "to_child" });
    const changed = await scene.admin.patch(`/api/defdossierlink/${id}`, {
      name: "to child again",
      typeOfLink: "embeddedList",
      cascadeRule: "constraint",
      archiveCascadeRule: "archive",
      obligatory: true,
      locked: true,
      settings: { multiple: false },
      childDefDossier: child,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: "to_child_again",
      type_of_link: "embeddedList",
      cascade_rule: "constraint",
      archive_cascade_rule: "archive",
      obligatory: true,
      locked: true,
      child_def_dossier_id: child,
    });
    const retarget = await scene.admin.patch(`/api/defdossierlink/${id}`, {
      childDefDossier: parent,
      name: "x",
    });
    expect(retarget.status).toBe(400);
    expect(retarget.body).toEqual({
      errors: { childDefDossier: "An existing link cannot change its target entity" },
    });
    expect((await scene.admin.get(`/api/defdossierlink/${id}`)).body).toMatchObject({
      child_def_dossier_id: child,
      name: "to_child_again",
    });
  });

  it("pairs a link with its back link by uuid, and reads each with the other", async () => {
    const there = await scene.link(parent, child, { uuid: "there-uuid" });
    const back = await scene.link(child, parent, { uuid: "back-uuid" });
    const paired = await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "there-uuid",
      backlinkUuid: "back-uuid",
      defDossier: parent,
      childDefDossier: child,
    });
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    expect(paired.body).toMatchObject({
      id: there,
      back_link_id: back,
      back_link: { id: back, back_link_id: there },
    });
    expect((await scene.member.get(`/api/defdossierlink/${back}`)).body).toMatchObject({
      back_link_id: there,
      back_link: { id: there, uuid: "there-uuid" },
    });

    // Pairing one of them anew lets go of the old partner.
    const second = await scene.link(child, parent, { uuid: "second-back-uuid" });
    await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "there-uuid",
      backlinkUuid: "second-back-uuid",
      defDossier: parent,
      childDefDossier: child,
    });
    expect((await scene.admin.get(`/api/defdossierlink/${back}`)).body.back_link_id).toBeNull();
    expect((await scene.admin.get(`/api/defdossierlink/${second}`)).body.back_link_id).toBe(there);

    const mismatch = await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "there-uuid",
      backlinkUuid: "no-such-uuid",
      defDossier: parent,
      childDefDossier: child,
    });
    expect(mismatch.body).toEqual({ errors: { backlinkUuid: "Item not found" } });
    const sideways = await scene.link(child, child, { uuid: "sideways-uuid" });
    expect(sideways).toBeGreaterThan(0);
    const wrong = await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "there-uuid",
      backlinkUuid: "sideways-uuid",
      defDossier: parent,
      childDefDossier: child,
    });
    expect(wrong.body).toEqual({ errors: { backlinkUuid: INVALID } });
    expect((await scene.admin.patch("/api/defdossierlink/backlink", {})).body).toEqual({
      errors: { uuid: REQUIRED, backlinkUuid: REQUIRED, defDossier: REQUIRED, childDefDossier: REQUIRED },
    });
  });

  it("lists by entity, target, environment and uuid", async () => {
    const own = await scene.entity();
    const a = await scene.link(own, child);
    const b = await scene.link(own, parent, { uuid: "listed-link" });
    const byEntity = await scene.member.get(`/api/defdossierlink?defDossier=${own}&limit=500`);
    expect(byEntity.body.results.map((l: { id: number }) => l.id)).toEqual([a, b]);
    expect(byEntity.body.pager).toEqual({ current: 1, pages: 1, items: 2, limit: 500 });
    const byTarget = await scene.member.get(
      `/api/defdossierlink?defDossier=${own}&childDefDossier=${parent}`,
    );
    expect(byTarget.body.results.map((l: { id: number }) => l.id)).toEqual([b]);
    const byUuid = await scene.member.get(
      `/api/defdossierlink?environment=${scene.environment}&uuid=listed-link`,
    );
    expect(byUuid.body.results.map((l: { id: number }) => l.id)).toEqual([b]);
  });

  it("deletes a link with its items; its back link lets go", async () => {
    const there = await scene.link(parent, child, { uuid: "gone-there" });
    const back = await scene.link(child, parent, { uuid: "gone-back" });
    await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "gone-there",
      backlinkUuid: "gone-back",
      defDossier: parent,
      childDefDossier: child,
    });
    const item = await scene.item(parent, { defDossierLink: there });
    expect((await scene.admin.del(`/api/defdossierlink/${there}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/defdossierlink/${there}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/displayitem/${item}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/defdossierlink/${back}`)).body).toMatchObject({
      back_link_id: null,
      back_link: null,
    });
  });

  it("lets link designers write, and keeps members, strangers and anonymous callers out", async () => {
    const body = { name: "perm", typeOfLink: "select", defDossier: parent, childDefDossier: child };
    expect((await scene.anonymous.get(`/api/defdossierlink?defDossier=${parent}`)).status).toBe(401);
    expect((await scene.member.post("/api/defdossierlink", body)).status).toBe(403);
    expect((await scene.stranger.post("/api/defdossierlink", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.defdossierdeffield"]);
    const id = createdId(await designer.post("/api/defdossierlink", body));
    expect((await scene.member.patch(`/api/defdossierlink/${id}`, { obligatory: true })).status).toBe(403);
    expect((await scene.member.del(`/api/defdossierlink/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/defdossierlink/${id}`)).status).toBe(403);
    expect(
      (
        await scene.stranger.patch("/api/defdossierlink/backlink", {
          uuid: "a",
          backlinkUuid: "b",
          defDossier: parent,
          childDefDossier: child,
        })
      ).status,
    ).toBe(403);
  });
});
