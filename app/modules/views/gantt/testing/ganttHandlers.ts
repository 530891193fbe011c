import { HttpResponse, http } from "msw";
import projectBundle from "../../../../../fixtures/bundles/projects-project.json";
import taskBundle from "../../../../../fixtures/bundles/projects-task.json";
import type { Bundle } from "../../../../../schemas";
import { me } from "../../../../testing/platformHandlers";
import type { Me } from "../../../user/api/getMe";

/** The fixture's projects (3030) and tasks (3031) joined by the gantt_task_link 3060. */
export const PROJECT = 3030;
export const TASK = 3031;
export const TASK_LINK = 3060;
/** The project list view's items the Gantt settings name by field, and the task entity's Gantt view items. */
export const PROJECT_ITEMS = { start: 3434, end: 3439, progress: 3443, tags: 3421 } as const;
export const TASK_ITEMS = { start: 3488, end: 3494, progress: 3498, resources: 3504 } as const;
export const TAGS = { internal: 3287, customer: 3288 } as const;

function record(id: number, entity: number, summary: string, content: Record<string, unknown>) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: entity,
    summary,
    archived: false,
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    subscribed: false,
    content,
  };
}

export const project = (id: number, summary: string, start?: string, end?: string, progress = 40) =>
  record(id, PROJECT, summary, {
    ...(start ? { [PROJECT_ITEMS.start]: start } : {}),
    ...(end ? { [PROJECT_ITEMS.end]: end } : {}),
    [PROJECT_ITEMS.progress]: progress,
    [PROJECT_ITEMS.tags]: [TAGS.customer],
  });

export const task = (
  id: number,
  summary: string,
  start: string,
  end: string,
  progress: number,
  users: number[],
) =>
  record(id, TASK, summary, {
    [TASK_ITEMS.start]: start,
    [TASK_ITEMS.end]: end,
    [TASK_ITEMS.progress]: progress,
    [TASK_ITEMS.resources]: users,
  });

export interface GanttServer {
  projectCalls: URLSearchParams[];
  taskCalls: URLSearchParams[];
  patches: { id: number; query: URLSearchParams; body: unknown }[];
}

/**
 * The calls of the Gantt view: bundles, credentials, the task link, the caller, the project list
 * (GET /contentdossier), each project's tasks (GET /dossier) and PATCH ?displayCustomView=Gantt, which
 * answers 403 for the records in `refuse` and 400 for those in `invalid`.
 */
export function ganttHandlers(
  options: {
    projects?: ReturnType<typeof project>[];
    tasks?: Record<number, ReturnType<typeof task>[]>;
    admin?: boolean;
    user?: Partial<Me>;
    rights?: { project?: string[]; task?: string[] };
    refuse?: number[];
    /** Records whose dates the server finds wrong (400 on end). */
    invalid?: number[];
  } = {},
) {
  const log: GanttServer = { projectCalls: [], taskCalls: [], patches: [] };
  const bundle = (source: unknown) => {
    const copy = structuredClone(source) as Bundle;
    return { ...copy, context: { ...copy.context, admin: options.admin ?? false } };
  };
  const handlers = [
    http.get(`/api/defdossier/${PROJECT}/bundle`, () => HttpResponse.json(bundle(projectBundle))),
    http.get(`/api/defdossier/${TASK}/bundle`, () => HttpResponse.json(bundle(taskBundle))),
    http.get(`/api/defdossier/${PROJECT}`, () =>
      HttpResponse.json({ id: PROJECT, credentials: options.rights?.project ?? ["show", "edit"] }),
    ),
    http.get(`/api/defdossier/${TASK}`, () =>
      HttpResponse.json({ id: TASK, credentials: options.rights?.task ?? ["show", "edit"] }),
    ),
    http.get(`/api/defdossierlink/${TASK_LINK}`, () =>
      HttpResponse.json({ id: TASK_LINK, def_dossier_id: PROJECT, child_def_dossier_id: TASK }),
    ),
    http.get("/api/user/me", () =>
      HttpResponse.json(me({ super_admin: false, roles: ["ROLE_USER"], ...options.user })),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.projectCalls.push(params);
      const results = options.projects ?? [];
      return HttpResponse.json({
        results,
        aggregations: [],
        pager: { current: 1, pages: 1, items: results.length, limit: 50 },
        labels: { user: {}, record: {}, file: {} },
      });
    }),
    http.get("/api/dossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.taskCalls.push(params);
      const results = options.tasks?.[Number(params.get("embedded"))] ?? [];
      return HttpResponse.json({
        results,
        aggregations: [],
        pager: { current: 1, pages: 1, items: results.length, limit: 100 },
        labels: { user: { "5": "Eva de Vries", "6": "Sam Bakker" }, record: {}, file: {} },
      });
    }),
    http.patch("/api/contentdossier/:id", async ({ request, params }) => {
      const id = Number(params.id);
      log.patches.push({ id, query: new URL(request.url).searchParams, body: await request.json() });
      if (options.refuse?.includes(id))
        return HttpResponse.json({ message: "403_general_message" }, { status: 403 });
      if (options.invalid?.includes(id))
        return HttpResponse.json({ errors: { end: "This value is not valid" } }, { status: 400 });
      return HttpResponse.json({ id, summary: "saved" });
    }),
  ];
  return { handlers, log };
}
