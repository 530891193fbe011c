import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { newSecret } from "./signature";

/** The message for a URL that is not http(s). */
export const HTTP_URL_ONLY = "Enter a web address starting with http:// or https://";

interface WebhookRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  url: string;
  active: boolean;
  owner_id: number | null;
  owner_username: string | null;
  events: number[];
  created_at: Date;
}

export interface WebhookInput {
  name?: string;
  url?: string;
  active?: boolean;
  events?: number[];
}

const WEBHOOK_SELECT = `select w.id, w.uuid, w.environment_id, w.name, w.url, w.active, w.owner_id, w.created_at,
  u.username as owner_username,
  array(select event_id from webhook_events where webhook_id = w.id order by 1) as events
  from webhooks w left join users u on u.id = w.owner_id`;

/** A webhook as answered: never its secret, which is shown once when made or regenerated. */
const webhookView = (row: WebhookRow) => ({
  id: row.id,
  uuid: row.uuid,
  environment: row.environment_id,
  name: row.name,
  url: row.url,
  active: row.active,
  owner: row.owner_id === null ? null : { id: row.owner_id, username: row.owner_username },
  events: row.events,
  created_at: new Date(row.created_at).toISOString(),
});

function requireManager(ctx: CallerContext, environmentId: number): void {
  if (!hasAdminCredential(ctx, environmentId, "kedo.webhooks")) throw forbidden();
}

export async function listWebhooks(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  name: string | undefined,
  page: PageRequest,
) {
  await requireEnvironment(db, ctx, environmentId);
  requireManager(ctx, environmentId);
  const where = "where w.environment_id = $1 and ($2::text is null or lower(w.name) like lower($2))";
  const params = [environmentId, name ? containsPattern(name) : null];
  const [rows, [count]] = await Promise.all([
    db.query<WebhookRow>(`${WEBHOOK_SELECT} ${where} order by lower(w.name), w.id limit $3 offset $4`, [
      ...params,
      page.limit,
      page.offset,
    ]),
    db.query<{ items: number }>(`select count(*)::int as items from webhooks w ${where}`, params),
  ]);
  return { rows: rows.map(webhookView), items: count?.items ?? 0 };
}

/** The webhook once the caller manages webhooks of its environment (404, 403 as elsewhere). */
export async function requireWebhook(db: Database, ctx: CallerContext, id: number): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(`${WEBHOOK_SELECT} where w.id = $1`, [id]);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  requireManager(ctx, row.environment_id);
  return row;
}

export async function getWebhook(db: Database, ctx: CallerContext, id: number) {
  return webhookView(await requireWebhook(db, ctx, id));
}

/** Only http(s) addresses with a host; anything else (file:, javascript:, ftp:) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

async function checkInput(db: Database, environmentId: number, input: WebhookInput): Promise<void> {
  const errors: FieldErrors = {};
  if (input.url !== undefined && !isHttpUrl(input.url.trim())) errors.url = HTTP_URL_ONLY;
  if (input.events && input.events.length > 0) {
    const known = await db.query<{ id: number }>(
      "select id from events where environment_id = $1 and id = any($2::int[])",
      [environmentId, input.events],
    );
    if (known.length !== new Set(input.events).size) errors.events = INVALID;
  }
  assertNoErrors(errors);
}

async function setEvents(tx: Database, webhookId: number, events: number[]): Promise<void> {
  await tx.query("delete from webhook_events where webhook_id = $1", [webhookId]);
  await tx.query(
    "insert into webhook_events (webhook_id, event_id) select $1, unnest($2::int[]) on conflict do nothing",
    [webhookId, [...new Set(events)]],
  );
}

/** POST /webhook: made with a fresh secret, answered this once; the caller owns it (their sight builds payloads). */
export async function createWebhook(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  input: Required<Pick<WebhookInput, "name" | "url">> & WebhookInput,
) {
  await requireEnvironment(db, ctx, environmentId);
  requireManager(ctx, environmentId);
  await checkInput(db, environmentId, input);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; uuid: string }>(
      `insert into webhooks (environment_id, name, url, secret, active, owner_id)
       values ($1, $2, $3, $4, $5, $6) returning id, uuid`,
      [environmentId, input.name.trim(), input.url.trim(), secret, input.active ?? true, ctx.userId],
    );
    if (!row) throw new Error("The webhook was not stored");
    await setEvents(tx, row.id, input.events ?? []);
    return { ...row, secret };
  });
}

/**
 * Whoever last changed a webhook owns it: a manager who points someone else's webhook at a new address
 * receives only what they may see themselves.
 */
export async function updateWebhook(db: Database, ctx: CallerContext, id: number, input: WebhookInput) {
  const current = await requireWebhook(db, ctx, id);
  await checkInput(db, current.environment_id, input);
  await db.transaction(async (tx) => {
    await tx.query(
      `update webhooks set name = $2, url = $3, active = $4, owner_id = $5, modified_at = now() where id = $1`,
      [
        id,
        input.name?.trim() ?? current.name,
        input.url?.trim() ?? current.url,
        input.active ?? current.active,
        ctx.userId,
      ],
    );
    if (input.events) await setEvents(tx, id, input.events);
  });
  return getWebhook(db, ctx, id);
}

export async function deleteWebhook(db: Database, ctx: CallerContext, id: number): Promise<void> {
  await requireWebhook(db, ctx, id);
  await db.query("delete from webhooks where id = $1", [id]);
}

/**
 * A new secret, answered once; the old one stops signing at once. The caller becomes the owner: whoever
 * can sign for the webhook decides, with their own sight, what its payloads may hold.
 */
export async function regenerateSecret(db: Database, ctx: CallerContext, id: number) {
  await requireWebhook(db, ctx, id);
  const secret = newSecret();
  await db.query("update webhooks set secret = $2, owner_id = $3, modified_at = now() where id = $1", [
    id,
    secret,
    ctx.userId,
  ]);
  return { id, secret };
}
