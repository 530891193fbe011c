-- Environment settings: the layout the shell shows (colours, where the logo goes) and the security policy
-- the server enforces (second factor, idle time, password rules). Kept apart from environments.settings,
-- which PATCH /environment merges freely, so only their own checked calls write them.
alter table environments add column layout jsonb not null default '{}'::jsonb;
alter table environments add column security_policy jsonb not null default '{}'::jsonb;

-- The session's last request: a session idle longer than its user's environments allow has ended.
alter table sessions add column last_seen_at timestamptz not null default now();
