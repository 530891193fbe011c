-- The bytes of uploaded files, beside their metadata (files.storage_key = 'db'). Kept in the database so
-- that PGlite and PostgreSQL behave alike, several app processes need no shared volume, and a file and the
-- record that names it are written in one transaction and backed up together.
create table file_contents (
  file_id integer primary key references files (id) on delete cascade,
  bytes bytea not null
);
