import { HttpResponse, http } from "msw";
import dealFixture from "../../../../../fixtures/bundles/crm-deal.json";
import type { Bundle } from "../../../../../schemas";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";

/** The fixture's deals: kanban search field the search stage item, list field the edit stage item, card view kanban_card. */
export const DEAL = 2032;
export const SEARCH_STAGE = 2514;
export const EDIT_STAGE = 2511;
export const CARD = { title: 2503, amount: 2521 } as const;
export const STAGE = { lead: 2316, qualified: 2317, proposal: 2318 } as const;

/** The deal bundle with some entity settings replaced (null leaves a setting out). */
export function dealBundle(settings: Record<string, unknown> = {}): Bundle {
  const copy = structuredClone(dealFixture) as unknown as Bundle;
  const merged: Record<string, unknown> = { ...copy.entity.settings, ...settings };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  copy.entity.settings = merged as Bundle["entity"]["settings"];
  return copy;
}

/** A deal as the kanban_card view lists it: its title and amount. */
export function deal(id: number, title: string, amount: number): ListedRecord {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: DEAL,
    environment_id: 1,
    summary: title,
    archived: false,
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    version: 2,
    subscribed: false,
    content: { [CARD.title]: title, [CARD.amount]: amount },
    contents: [],
  };
}

export interface KanbanServer {
  /** Every list call's parameters, in order. */
  lists: URLSearchParams[];
  /** Every PUT: the record and its body. */
  updates: { id: number; body: Record<string, unknown> }[];
}

/**
 * The board's calls: the bundle, the credentials, GET /contentdossier answering the deals whose stage is
 * the search stage parameter, and PUT /contentdossier/{id} moving a deal to the stage it is sent.
 */
export function kanbanHandlers(
  options: {
    bundle?: Bundle;
    credentials?: string[];
    stages?: Record<number, ListedRecord[]>;
    /** The status PUT answers with, refusing the move (403, 500). */
    refuse?: number;
  } = {},
) {
  const log: KanbanServer = { lists: [], updates: [] };
  const stages: Record<number, ListedRecord[]> = structuredClone(
    options.stages ?? {
      [STAGE.lead]: [deal(1, "Website relaunch", 12_500), deal(2, "Support contract", 3_000)],
      [STAGE.qualified]: [deal(3, "Data migration", 40_000)],
    },
  );
  const handlers = [
    http.get(`/api/defdossier/${DEAL}/bundle`, () => HttpResponse.json(options.bundle ?? dealBundle())),
    http.get(`/api/defdossier/${DEAL}`, () =>
      HttpResponse.json({ id: DEAL, credentials: options.credentials ?? ["show", "edit"] }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.lists.push(params);
      const found = stages[Number(params.get(String(SEARCH_STAGE)))] ?? [];
      return HttpResponse.json({
        results: found,
        aggregations: [],
        pager: { current: Number(params.get("page") ?? 1), pages: 1, items: found.length, limit: 50 },
        labels: { user: {}, record: {}, file: {} },
      });
    }),
    http.put("/api/contentdossier/:id", async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      log.updates.push({ id, body });
      if (options.refuse) return HttpResponse.json({ message: "Refused" }, { status: options.refuse });
      const [target] = body[EDIT_STAGE] as number[];
      const moved = Object.values(stages)
        .flat()
        .find((record) => record.id === id);
      for (const [stage, records] of Object.entries(stages))
        stages[Number(stage)] = records.filter((record) => record.id !== id);
      if (moved && target !== undefined) stages[target] = [...(stages[target] ?? []), moved];
      return HttpResponse.json({ id, summary: moved?.summary ?? null });
    }),
  ];
  return { handlers, log };
}
