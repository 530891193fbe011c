-- Imports of a CSV or XLSX file into an entity (server/imports/): the file's cells as uploaded, the
-- mapping of its columns to display items, and how far the dry run or the import has come. Kept in the
-- database so any server process can answer a poll; the rows are dropped once the import is done.
create table import_jobs (
  id serial primary key,
  environment_id integer not null references environments (id) on delete cascade,
  def_dossier_id integer not null references def_dossiers (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  filename text not null,
  columns jsonb not null,
  rows jsonb,
  row_count integer not null,
  mapping jsonb,
  -- uploaded, checking, checked, importing, imported, failed
  status text not null default 'uploaded',
  processed integer not null default 0,
  error_count integer not null default 0,
  errors jsonb not null default '[]'::jsonb,
  created_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index import_jobs_user on import_jobs (user_id, created_at);
