import { beforeAll, expect, it } from "vitest";
import { environments } from "../../fixtures";
import { installFixture } from "../records/testing/installFixture";
import { describeApi } from "../testing/apiHarness";

/** Tags every record answers besides its items'. */
const RECORD_TAGS = ["id", "summary", "today", "dossiers"];

describeApi("the demo environments' document templates", (api) => {
  let cookie: string;

  beforeAll(async () => {
    for (const fixture of environments) await installFixture(api.db, fixture);
    cookie = (await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] })).cookie;
  }, 120_000);

  it("holds every template an action button names, and each tag of it is one its entity fills", async () => {
    const named = environments.flatMap((fixture) =>
      fixture.entities.flatMap((entity) =>
        entity.positions.flatMap((position) =>
          position.items
            .map((item) => item.settings as { action?: string; kedocx?: string })
            .filter((settings) => settings.action === "kedocx" && settings.kedocx)
            .map((settings) => ({ environment: fixture.environment.id, uuid: settings.kedocx as string })),
        ),
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { environment, uuid } of named) {
      const list = await api.request("GET", `/api/kedocx?environment=${environment}&limit=200`, { cookie });
      const template = (list.body.results as { id: number; uuid: string }[]).find(
        (found) => found.uuid === uuid,
      );
      expect(template, `template ${uuid}`).toBeDefined();
      const detail = await api.request("GET", `/api/kedocx/${template?.id}`, { cookie });
      const offered = new Set([
        ...RECORD_TAGS,
        ...(detail.body.offered as { tags: string[] }[]).flatMap((item) => item.tags),
      ]);
      expect((detail.body.tags as string[]).filter((tag) => !offered.has(tag))).toEqual([]);
    }
  });
});
