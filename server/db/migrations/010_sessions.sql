-- Sessions get a new token at refresh and when the user's privileges change.

-- Bumped by the trigger below when the user's global roles, password or second factor change. A session
-- remembers the version it was issued for; when they differ, its token is replaced. Environment roles
-- need no new token: they are read afresh on every request.
alter table users add column privileges_version integer not null default 0;
alter table sessions add column privileges_version integer not null default 0;

-- The token replaced last keeps working for a few seconds, so requests already on their way with it (or
-- another tab refreshing at the same moment) do not end the session.
alter table sessions add column previous_token_hash text;
alter table sessions add column rotated_at timestamptz;
create index sessions_previous_token on sessions (previous_token_hash);

create function users_privileges_changed() returns trigger language plpgsql as $$
begin
  new.privileges_version := old.privileges_version + 1;
  return new;
end $$;

create trigger users_privileges_changed
  before update of global_roles, password_hash, totp_secret on users
  for each row
  when (old.global_roles is distinct from new.global_roles
        or old.password_hash is distinct from new.password_hash
        or old.totp_secret is distinct from new.totp_secret)
  execute function users_privileges_changed();
