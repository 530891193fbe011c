import { beforeAll, expect, it } from "vitest";
import { entityByName, environments } from "../../fixtures";
import { seedDemo } from "../setup/seedDemo";
import { describeApi } from "../testing/apiHarness";

const PASSWORD = "demo password";

/**
 * The calls the app's Gantt and timeline views make (spec 2 section 7), on the projects demo as a project
 * manager who is no environment admin: the task link, a project's tasks in the task entity's Gantt view, the
 * project list filtered on a tag, the timeline's sorted pages and its custom view's values.
 */
describeApi("the Gantt and timeline views' calls", (api) => {
  const fixture = environments.find((entry) => entry.environment.slug === "projects");
  if (!fixture) throw new Error("no projects fixture");
  const project = entityByName(fixture, "project");
  const task = entityByName(fixture, "task");
  const settings = project.entity.settings as Record<string, number>;
  let cookie = "";

  beforeAll(async () => {
    await seedDemo(api.db, { password: PASSWORD });
    cookie = await api.login({ username: "iris.degraaf", password: PASSWORD });
  }, 120_000);

  const get = async (path: string) => {
    const answer = await api.request("GET", path, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it("names the task entity behind gantt_task_link", async () => {
    const link = await get(`/api/defdossierlink/${settings.gantt_task_link}`);
    expect(link).toMatchObject({ def_dossier_id: project.entity.id, child_def_dossier_id: task.entity.id });
  });

  it("answers a project's tasks with the Gantt view's values, 100 at most, sorted on the start", async () => {
    const [parent] = await api.db.query<{ id: number }>(
      "select parent_id as id from content_dossier_links where def_dossier_link_id = $1 limit 1",
      [settings.gantt_task_link],
    );
    const view = await get(`/api/defdossier/${task.entity.id}/bundle`);
    const gantt = (
      view.positions as {
        display_items: { id: number; view: string; def_dossier_def_field?: { name: string } }[];
      }[]
    )
      .flatMap((position) => position.display_items)
      .filter((item) => item.view === "Gantt");
    const start = gantt.find((item) => item.def_dossier_def_field?.name === "start_date");
    const body = await get(
      `/api/dossier?defDossier=${task.entity.id}&limit=100&embedded=${parent?.id}&linkId=${settings.gantt_task_link}&view=Gantt&labels=1&sort[]=${start?.id}&sortOrder[]=ASC`,
    );
    expect(body.pager.limit).toBe(100);
    expect(body.results.length).toBeGreaterThan(0);
    const starts = body.results.map(
      (result: { content: Record<string, string> }) => result.content[String(start?.id)],
    );
    expect(starts.every((value: unknown) => typeof value === "string")).toBe(true);
    expect([...starts].sort()).toEqual(starts);
    expect(Object.keys(body.results[0].content).map(Number).sort()).toEqual(
      gantt
        .map((item) => item.id)
        .filter((id) => String(id) in body.results[0].content)
        .sort(),
    );
  });

  it("filters the projects on a tag pill's option", async () => {
    const bundle = await get(`/api/defdossier/${project.entity.id}/bundle`);
    const items = (
      bundle.positions as {
        display_items: {
          id: number;
          view: string;
          def_dossier_def_field?: { name: string; def_field_lists: { id: number }[] };
        }[];
      }[]
    ).flatMap((position) => position.display_items);
    const tags = items.find((item) => item.view === "list" && item.def_dossier_def_field?.name === "tags");
    const option = tags?.def_dossier_def_field?.def_field_lists[0]?.id;
    const all = await get(
      `/api/contentdossier?defDossier=${project.entity.id}&view=list&archived=both&limit=200`,
    );
    const tagged = await get(
      `/api/contentdossier?defDossier=${project.entity.id}&view=list&archived=both&limit=200&${tags?.id}[]=${option}&${tags?.id}_type=in`,
    );
    expect(tagged.results.length).toBeGreaterThan(0);
    expect(tagged.results.length).toBeLessThan(all.results.length);
    for (const result of tagged.results) expect(result.content[String(tags?.id)]).toContain(option);
  });

  it("pages the timeline newest first and answers the custom view's values of a page's records", async () => {
    const taskSettings = task.entity.settings as Record<string, number | string>;
    const field = taskSettings.timeline_field;
    const page = await get(
      `/api/contentdossier?defDossier=${task.entity.id}&page=1&labels=1&sort[]=${field}&sortOrder[]=DESC`,
    );
    const dates = page.results.map(
      (result: { content: Record<string, string> }) => result.content[String(field)],
    );
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = page.results.slice(0, 3).map((result: { id: number }) => `dossierIds[]=${result.id}`);
    const card = await get(
      `/api/contentdossier?defDossier=${task.entity.id}&view=${taskSettings.timeline_custom_view}&archived=both&labels=1&limit=3&${ids.join("&")}`,
    );
    expect(card.results).toHaveLength(3);
    expect(card.items.length).toBeGreaterThan(0);
  });
});
