import { MESSAGE_TYPES, type MessageType } from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, maxLength, REQUIRED } from "../http/messages";
import type { PageRequest } from "../http/pager";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { canAccessEnvironment } from "../permissions/canAccessEnvironment";
import { type MessageRow, messageView } from "./messageView";

/** The body of POST /message as it arrives; checked here so the errors carry the form's names. */
export interface MessageInput {
  messageText?: unknown;
  title?: unknown;
  users?: unknown;
  dossier?: unknown;
  contentDossier?: unknown;
  environment?: unknown;
  type?: unknown;
}

export interface MessageFilter {
  environment?: number;
  /** incoming (the default): sent to the caller; outgoing: sent by the caller. */
  filter: "incoming" | "outgoing";
  /** Only the caller's unread ones (incoming only). */
  unread: boolean;
  type?: MessageType;
}

const TITLE_MAX = 255;
const TEXT_MAX = 100_000;

/** Rich text with nothing to read in it ("<p><br></p>") counts as empty. */
const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/gi, "")
    .trim() === "";

const SELECT = `select m.id, m.environment_id, m.title, m.message_text, m.type, m.sender_id,
    coalesce(nullif(trim(concat_ws(' ', nullif(s.profile->>'first_name', ''), nullif(s.profile->>'preposition', ''),
      nullif(s.profile->>'last_name', ''))), ''), s.username) as sender_name,
    m.def_dossier_id, m.content_dossier_id, m.created_at, mine.read_date,
    coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'username', u.username) order by u.username)
      from message_recipients r join users u on u.id = r.user_id where r.message_id = m.id), '[]'::jsonb)
      as recipients
  from messages m
  left join users s on s.id = m.sender_id
  left join message_recipients mine on mine.message_id = m.id and mine.user_id = $1`;

/** Who may send pop-up messages (spec 2, section 6): admins, environment admins and contract admins. */
const maySendPopups = (ctx: CallerContext, environmentId: number) =>
  bypassesChecks(ctx, environmentId) || ctx.contractAdmin;

/**
 * POST /message: a message to members of the environment, written with its recipients at once. Empty
 * recipients, title or text answer 'This is a required field' on to, title and message.
 */
export async function sendMessage(db: Database, ctx: CallerContext, input: MessageInput) {
  if (!isId(input.environment)) {
    assertNoErrors({ environment: input.environment === undefined ? REQUIRED : INVALID });
  }
  const environmentId = input.environment as number;
  await requireEnvironment(db, ctx, environmentId);

  const errors: FieldErrors = {};
  const title = typeof input.title === "string" ? input.title.trim() : "";
  if (title === "") errors.title = REQUIRED;
  else if (title.length > TITLE_MAX) errors.title = maxLength(TITLE_MAX);
  const text = typeof input.messageText === "string" ? input.messageText : "";
  if (isBlankHtml(text)) errors.message = REQUIRED;
  else if (text.length > TEXT_MAX) errors.message = maxLength(TEXT_MAX);
  const users = Array.isArray(input.users) ? input.users : [];
  if (users.length === 0) errors.to = REQUIRED;
  else if (!users.every(isId) || users.length > 1000) errors.to = INVALID;
  const type = input.type ?? "normal";
  if (!(MESSAGE_TYPES as readonly unknown[]).includes(type)) errors.type = INVALID;
  for (const name of ["dossier", "contentDossier"] as const) {
    const value = input[name];
    if (value !== undefined && value !== null && !isId(value)) errors[name] = INVALID;
  }
  assertNoErrors(errors);
  if (type === "popup" && !maySendPopups(ctx, environmentId)) throw forbidden();

  const recipients = [...new Set(users as number[])];
  const members = await db.query<{ user_id: number }>(
    `select eu.user_id from environment_users eu join users u on u.id = eu.user_id
      where eu.environment_id = $1 and eu.active and u.active and eu.user_id = any($2::int[])`,
    [environmentId, recipients],
  );
  if (members.length !== recipients.length) errors.to = INVALID;
  const entityId = (input.dossier ?? null) as number | null;
  const recordId = (input.contentDossier ?? null) as number | null;
  if (entityId !== null) {
    const found = await db.query("select 1 from def_dossiers where id = $1 and environment_id = $2", [
      entityId,
      environmentId,
    ]);
    if (found.length === 0) errors.dossier = INVALID;
  }
  if (recordId !== null) {
    const found = await db.query("select 1 from content_dossiers where id = $1 and environment_id = $2", [
      recordId,
      environmentId,
    ]);
    if (found.length === 0) errors.contentDossier = INVALID;
  }
  assertNoErrors(errors);

  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ id: number }>(
      `insert into messages (environment_id, sender_id, title, message_text, type, def_dossier_id, content_dossier_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [environmentId, ctx.userId, title, text, type, entityId, recordId],
    );
    if (!message) throw new Error("The message was not stored");
    await tx.query(
      "insert into message_recipients (message_id, user_id) select $1, u from unnest($2::int[]) as u",
      [message.id, recipients],
    );
    return { id: message.id };
  });
}

function whereOf(ctx: CallerContext, filter: MessageFilter) {
  const params: unknown[] = [ctx.userId];
  const where = filter.filter === "outgoing" ? ["m.sender_id = $1"] : ["mine.user_id is not null"];
  if (filter.unread && filter.filter === "incoming") where.push("mine.read_date is null");
  if (filter.environment !== undefined) {
    params.push(filter.environment);
    where.push(`m.environment_id = $${params.length}`);
  } else {
    // Messages of environments the caller has left stay out of reach.
    params.push(ctx.superAdmin ? null : [...ctx.environmentIds]);
    where.push(`($${params.length}::int[] is null or m.environment_id = any($${params.length}::int[]))`);
  }
  if (filter.type) {
    params.push(filter.type);
    where.push(`m.type = $${params.length}`);
  }
  return { params, condition: where.join(" and ") };
}

/** GET /message: the caller's incoming or outgoing messages, newest first. */
export async function listMessages(
  db: Database,
  ctx: CallerContext,
  filter: MessageFilter,
  page: PageRequest,
) {
  if (filter.environment !== undefined) await requireEnvironment(db, ctx, filter.environment);
  const { params, condition } = whereOf(ctx, filter);
  const [count] = await db.query<{ items: number }>(
    `select count(*)::int as items from messages m
       left join message_recipients mine on mine.message_id = m.id and mine.user_id = $1
      where ${condition}`,
    params,
  );
  const rows = await db.query<MessageRow>(
    `${SELECT} where ${condition} order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { results: rows.map(messageView), items: count?.items ?? 0 };
}

/** GET /message/unread: how many incoming messages the caller has not read yet. */
export async function unreadCount(db: Database, ctx: CallerContext, environment: number | undefined) {
  if (environment !== undefined) await requireEnvironment(db, ctx, environment);
  const { params, condition } = whereOf(ctx, {
    filter: "incoming",
    unread: true,
    ...(environment !== undefined ? { environment } : {}),
  });
  const [count] = await db.query<{ items: number }>(
    `select count(*)::int as items from messages m
       left join message_recipients mine on mine.message_id = m.id and mine.user_id = $1
      where ${condition}`,
    params,
  );
  return { count: count?.items ?? 0 };
}

/** One message for its sender or a recipient; anyone else learns nothing of it. */
async function findMessage(db: Database, ctx: CallerContext, id: number): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `${SELECT} where m.id = $2 and (m.sender_id = $1 or mine.user_id is not null)`,
    [ctx.userId, id],
  );
  if (!row) throw notFound();
  if (!canAccessEnvironment(ctx, row.environment_id)) throw forbidden();
  return row;
}

async function isRecipient(db: Database, userId: number, messageId: number) {
  const found = await db.query("select 1 from message_recipients where message_id = $1 and user_id = $2", [
    messageId,
    userId,
  ]);
  return found.length > 0;
}

/** GET /message/{id}: reading a message marks it read for the caller (spec 2, section 4). */
export async function readMessage(db: Database, ctx: CallerContext, id: number) {
  const row = await findMessage(db, ctx, id);
  if (row.read_date === null && (await isRecipient(db, ctx.userId, id))) {
    await db.query(
      "update message_recipients set read_date = now() where message_id = $1 and user_id = $2 and read_date is null",
      [id, ctx.userId],
    );
    return messageView(await findMessage(db, ctx, id));
  }
  return messageView(row);
}

/** PATCH /message/{id} {read}: a recipient marks a message read or unread again. */
export async function markMessage(db: Database, ctx: CallerContext, id: number, read: boolean) {
  await findMessage(db, ctx, id);
  if (!(await isRecipient(db, ctx.userId, id))) throw forbidden();
  await db.query(
    `update message_recipients set read_date = case when $3 then coalesce(read_date, now()) else null end
      where message_id = $1 and user_id = $2`,
    [id, ctx.userId, read],
  );
  return messageView(await findMessage(db, ctx, id));
}
