import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ClientToServerEvents, ServerToClientEvents, TemplateProgressEvent } from "../../schemas";
import { createdId, type DesignerScene, designerScene } from "../designer/testing/designerScene";
import { SOCKET_PATH } from "../realtime/attachRealtime";
import { describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A template of a few entities, each with a handful of fields and items. */
function smallTemplate() {
  const deffields = Array.from({ length: 12 }, (_, n) => ({
    uuid: `pf-${n}`,
    type: "text",
    name: `field_${n}`,
  }));
  const defdossiers = Array.from({ length: 3 }, (_, e) => ({
    uuid: `pe-${e}`,
    type: "main",
    translations: [{ culture: "en_GB", name_singular: `Thing ${e}`, name_plural: `Things ${e}` }],
    displaypositions: [
      {
        uuid: `pp-${e}`,
        type: "main_content",
        translations: [{ culture: "en_GB", name_plural: "Main" }],
        display_items: Array.from({ length: 4 }, (_, f) => ({
          uuid: `pi-${e}-${f}`,
          view: "show/edit",
          rank: f,
          col: 1,
          colspan: 6,
          translations: [{ culture: "en_GB", name: `Field ${f}` }],
          def_dossier_def_field: { uuid: `pd-${e}-${f}` },
        })),
      },
    ],
    defdossierdeffields: Array.from({ length: 4 }, (_, f) => ({
      uuid: `pd-${e}-${f}`,
      name: `field_${f}`,
      def_field: { uuid: `pf-${e * 4 + f}` },
    })),
  }));
  return { locale: "en_GB", deffields, defdossiers };
}

describeApi("template progress over the live socket", (api) => {
  let scene: DesignerScene;
  let address: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    scene = await designerScene(api);
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    address = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(() => {
    for (const client of clients) client.close();
  });

  const open = async (cookie: string | undefined): Promise<{ seen: TemplateProgressEvent[] }> => {
    const client: Client = connect(address, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
    });
    clients.push(client);
    const seen: TemplateProgressEvent[] = [];
    client.on("template:progress", (payload) => seen.push(payload));
    await new Promise<void>((resolve, reject) => {
      client.on("connect", resolve);
      client.on("connect_error", reject);
    });
    return { seen };
  };

  it("tells the applying user's sockets how far it is, up to done = total, and nobody else", async () => {
    const template = createdId(
      await scene.admin.post("/api/admin/template", {
        name: "Small",
        template: JSON.stringify(smallTemplate()),
      }),
    );
    const target = await setupApi(api).environment(scene.admin.cookie as string, api.unique("Progress "));
    const mine = await open(scene.admin.cookie);
    const other = await open(scene.envAdmin.cookie);
    const applied = await scene.admin.patch(`/api/template/apply/${template}/${target}`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const { total } = applied.body;
    // 12 base fields; per entity 1 + 1 position + 4 data fields + 4 items.
    expect(total).toBe(12 + 3 * 10);
    const started = Date.now();
    while (mine.seen.at(-1)?.done !== total && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mine.seen.at(-1)).toEqual({ templateId: template, environmentId: target, done: total, total });
    const dones = mine.seen.map((event) => event.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(other.seen).toEqual([]);
  });
});
