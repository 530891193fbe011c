-- A number that changes with every write to the metadata an entity's bundle is read from, so a process can
-- keep bundles in memory and know, with one small query, whether they are still the database's
-- (metadata/bundleCache.ts). Statement triggers: one bump per statement, whatever it touched.
create table metadata_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into metadata_version (id, version) values (true, 1);

create function docket_metadata_changed() returns trigger language plpgsql as $$
begin
  update metadata_version set version = version + 1;
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['def_dossiers', 'def_dossier_visibility_roles', 'dossier_queries', 'display_positions',
    'display_items', 'display_item_roles', 'def_fields', 'def_dossier_links', 'display_custom_views',
    'def_field_lists', 'environment_locales', 'locales']
  loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I
         for each statement execute function docket_metadata_changed()',
      t || '_metadata_version', t);
  end loop;
end
$$;

-- A data field's running number (counter) is raised by every record created, and is not in a bundle.
create trigger def_dossier_def_fields_metadata_version
  after insert or delete or truncate on def_dossier_def_fields
  for each statement execute function docket_metadata_changed();
create trigger def_dossier_def_fields_metadata_version_update
  after update of uuid, environment_id, def_dossier_id, def_field_id, name, obligatory, locked, settings
  on def_dossier_def_fields
  for each statement execute function docket_metadata_changed();

