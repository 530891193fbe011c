-- The first answer to a create sent with an Idempotency-Key, per user, so that a retry gets it again
-- instead of creating twice. Kept 24 hours (server/http/idempotency.ts).
create table idempotency_keys (
  user_id integer not null references users (id) on delete cascade,
  key text not null,
  -- SHA-256 of the method, path and body: the same key with another request is refused.
  request_hash text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
