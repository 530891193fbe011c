-- Records in real tables: each entity gets `records_{entityId}` with `vals` (every value as the API answers
-- it) and one typed column per data field, made from the entity's metadata and filled from `contents` by the
-- code step of this migration (records/storage/contentsMigration.ts), which knows each type's column.
select 1;
