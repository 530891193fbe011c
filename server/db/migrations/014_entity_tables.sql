-- Records in real tables: each entity gets `records_{entityId}` with the common columns of content_dossiers,
-- `vals` (every value as the API answers it) and one typed column per data field, made from the entity's
-- metadata and filled from `contents` by the code step of this migration
-- (records/storage/contentsMigration.ts), which knows each type's column.

-- content_dossiers stays the registry every other table refers to; each write of a record row is repeated in
-- its entity's table, so a list filters, sorts and counts on that one table.
create function docket_mirror_record() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into %I (id, uuid, environment_id, def_dossier_id, summary, archived, created_at, modified_at,
       created_by, modified_by, version)
     values ($1.id, $1.uuid, $1.environment_id, $1.def_dossier_id, $1.summary, $1.archived, $1.created_at,
       $1.modified_at, $1.created_by, $1.modified_by, $1.version)
     on conflict (id) do update set uuid = excluded.uuid, environment_id = excluded.environment_id,
       def_dossier_id = excluded.def_dossier_id, summary = excluded.summary, archived = excluded.archived,
       created_at = excluded.created_at, modified_at = excluded.modified_at, created_by = excluded.created_by,
       modified_by = excluded.modified_by, version = excluded.version',
    'records_' || new.def_dossier_id)
  using new;
  return null;
end
$$;

create trigger content_dossiers_mirror after insert or update on content_dossiers
  for each row execute function docket_mirror_record();
