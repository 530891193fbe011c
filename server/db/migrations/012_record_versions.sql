-- Optimistic concurrency for records: every change of a record's values raises its version, and each
-- value key (f{dataFieldId}, l{linkId}) remembers the version that last changed it, so a save started from
-- an older version is refused only for the fields someone else changed since.
alter table content_dossiers add column version integer not null default 1;
alter table content_dossiers add column field_versions jsonb not null default '{}'::jsonb;
