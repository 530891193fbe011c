-- Who a single-sign-on login is (server/sso/): the provider's issuer and subject name one user for good,
-- whatever their name or email becomes at the provider.
create table sso_identities (
  id serial primary key,
  provider text not null,
  issuer text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  unique (issuer, subject)
);
create index sso_identities_user on sso_identities (user_id);
