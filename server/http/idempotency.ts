import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Database, jsonb } from "../db/database";
import { callerOf } from "./caller";
import { badRequest, HttpError } from "./errors";
import { INVALID } from "./messages";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that repeats the stored first one. */
export const REPLAYED_HEADER = "idempotent-replayed";
export const KEY_LIFETIME_HOURS = 24;
export const KEY_REUSED = "This Idempotency-Key was used for another request";

export interface Answer {
  status: number;
  body: unknown;
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > 255) throw badRequest({ [IDEMPOTENCY_HEADER]: INVALID });
  return key;
}

function fingerprint(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

/**
 * Runs a create once per Idempotency-Key: the first answer is stored with the key, for the caller, in the
 * transaction that creates; a retry with the key and the same request gets that answer again (with
 * Idempotent-Replayed: true), the key with another request 422. Retries arriving together wait for the
 * first on a transaction-level advisory lock. Without the header `create` simply runs.
 */
export async function idempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (tx: Database) => Promise<Answer>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  if (key === undefined) {
    const answer = await create(db);
    return reply.code(answer.status).send(answer.body);
  }
  const userId = callerOf(request).userId;
  const hash = fingerprint(request);
  const { answer, replayed } = await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`docket_idempotency:${userId}:${key}`]);
    const [stored] = await tx.query<{ request_hash: string; status: number; body: unknown }>(
      `select request_hash, status, body from idempotency_keys
        where user_id = $1 and key = $2 and created_at > now() - make_interval(hours => $3)`,
      [userId, key, KEY_LIFETIME_HOURS],
    );
    if (stored) {
      if (stored.request_hash !== hash) throw new HttpError(422, { message: KEY_REUSED });
      return { answer: { status: stored.status, body: stored.body }, replayed: true };
    }
    const created = await create(tx);
    await tx.query(
      `insert into idempotency_keys (user_id, key, request_hash, status, body) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (user_id, key) do update
         set request_hash = excluded.request_hash, status = excluded.status, body = excluded.body, created_at = now()`,
      [userId, key, hash, created.status, jsonb(created.body)],
    );
    return { answer: created, replayed: false };
  });
  if (replayed) reply.header(REPLAYED_HEADER, "true");
  return reply.code(answer.status).send(answer.body);
}

/** Forgets keys older than their lifetime (the serve command calls it on start). */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.query("delete from idempotency_keys where created_at < now() - make_interval(hours => $1)", [
    KEY_LIFETIME_HOURS,
  ]);
}
