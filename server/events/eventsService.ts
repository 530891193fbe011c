import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";

/** What fires an event: an action button, or a record write of its entity (any entity without one). */
export const EVENT_TRIGGERS = ["button", "create", "update", "archive", "delete"] as const;
export type EventTrigger = (typeof EVENT_TRIGGERS)[number];

export interface EventRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  description: string | null;
  trigger: EventTrigger;
  def_dossier_id: number | null;
  webhooks: number;
}

export interface EventInput {
  name?: string;
  description?: string | null;
  trigger?: EventTrigger;
  defDossier?: number | null;
}

const EVENT_SELECT = `select ev.id, ev.uuid, ev.environment_id, ev.name, ev.description, ev.trigger, ev.def_dossier_id,
  (select count(*)::int from webhook_events we where we.event_id = ev.id) as webhooks from events ev`;

export const eventView = (row: EventRow) => ({
  id: row.id,
  uuid: row.uuid,
  environment: row.environment_id,
  name: row.name,
  description: row.description,
  trigger: row.trigger,
  defDossier: row.def_dossier_id,
  webhooks: row.webhooks,
});

/**
 * Events are read by event managers (kedo.event) and webhook managers (kedo.webhooks, who pick them), and
 * by the designer (kedo.displayitem) choosing a button's event; only event managers change them.
 */
function mayRead(ctx: CallerContext, environmentId: number): boolean {
  return ["kedo.event", "kedo.webhooks", "kedo.displayitem"].some((key) =>
    hasAdminCredential(ctx, environmentId, key),
  );
}

/**
 * GET /event?environment: the environment's events, by name. With defDossier (the designer choosing an
 * action button's event) the button events a button of that entity may fire.
 */
export async function listEvents(
  db: Database,
  ctx: CallerContext,
  filter: { environment?: number; defDossier?: number; name?: string; trigger?: EventTrigger },
  page: PageRequest,
) {
  let environmentId = filter.environment;
  if (filter.defDossier !== undefined) {
    const [entity] = await db.query<{ environment_id: number }>(
      "select environment_id from def_dossiers where id = $1",
      [filter.defDossier],
    );
    if (!entity) throw notFound();
    environmentId = entity.environment_id;
  }
  if (environmentId === undefined) throw forbidden();
  await requireEnvironment(db, ctx, environmentId);
  if (!mayRead(ctx, environmentId)) throw forbidden();
  const where = `where ev.environment_id = $1
    and ($2::int is null or ev.def_dossier_id is null or ev.def_dossier_id = $2)
    and ($3::text is null or lower(ev.name) like lower($3))
    and ($4::text is null or ev.trigger = $4)`;
  const trigger = filter.trigger ?? (filter.defDossier !== undefined ? "button" : null);
  const params = [
    environmentId,
    filter.defDossier ?? null,
    filter.name ? containsPattern(filter.name) : null,
    trigger,
  ];
  const [rows, [count]] = await Promise.all([
    db.query<EventRow>(`${EVENT_SELECT} ${where} order by lower(ev.name), ev.id limit $5 offset $6`, [
      ...params,
      page.limit,
      page.offset,
    ]),
    db.query<{ items: number }>(`select count(*)::int as items from events ev ${where}`, params),
  ]);
  return { rows: rows.map(eventView), items: count?.items ?? 0 };
}

async function findEvent(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(`${EVENT_SELECT} where ev.id = $1`, [id]);
  return row;
}

/** The event once the caller may read it (or manage it, with `manage`): 404, 403 as elsewhere. */
async function requireEvent(
  db: Database,
  ctx: CallerContext,
  id: number,
  manage: boolean,
): Promise<EventRow> {
  const row = await findEvent(db, id);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  const allowed = manage
    ? hasAdminCredential(ctx, row.environment_id, "kedo.event")
    : mayRead(ctx, row.environment_id);
  if (!allowed) throw forbidden();
  return row;
}

export async function getEvent(db: Database, ctx: CallerContext, id: number) {
  return eventView(await requireEvent(db, ctx, id, false));
}

/** The entity must be one of the environment's; a button event needs none, a record event may name one. */
async function checkInput(db: Database, environmentId: number, input: EventInput): Promise<void> {
  const errors: FieldErrors = {};
  if (input.defDossier !== undefined && input.defDossier !== null) {
    const [entity] = await db.query("select 1 from def_dossiers where id = $1 and environment_id = $2", [
      input.defDossier,
      environmentId,
    ]);
    if (!entity) errors.defDossier = INVALID;
  }
  assertNoErrors(errors);
}

export async function createEvent(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  input: Required<Pick<EventInput, "name" | "trigger">> & EventInput,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!hasAdminCredential(ctx, environmentId, "kedo.event")) throw forbidden();
  await checkInput(db, environmentId, input);
  const [row] = await db.query<{ id: number; uuid: string }>(
    `insert into events (environment_id, name, description, trigger, def_dossier_id, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id, uuid`,
    [
      environmentId,
      input.name.trim(),
      input.description ?? null,
      input.trigger,
      input.defDossier ?? null,
      ctx.userId,
    ],
  );
  if (!row) throw new Error("The event was not stored");
  return row;
}

export async function updateEvent(db: Database, ctx: CallerContext, id: number, input: EventInput) {
  const current = await requireEvent(db, ctx, id, true);
  await checkInput(db, current.environment_id, input);
  await db.query(
    `update events set name = $2, description = $3, trigger = $4, def_dossier_id = $5, modified_at = now()
      where id = $1`,
    [
      id,
      input.name?.trim() ?? current.name,
      input.description !== undefined ? input.description : current.description,
      input.trigger ?? current.trigger,
      input.defDossier !== undefined ? input.defDossier : current.def_dossier_id,
    ],
  );
  return getEvent(db, ctx, id);
}

/** Deleting an event unlinks it from its webhooks; past deliveries keep its name. */
export async function deleteEvent(db: Database, ctx: CallerContext, id: number): Promise<void> {
  await requireEvent(db, ctx, id, true);
  await db.query("delete from events where id = $1", [id]);
}
