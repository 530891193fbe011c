-- Each entity table's id fields in a list or search view get two more indexes: a btree on the first id
-- (with the column and archived, so a count reads the index alone) and one over the records holding more
-- than one id. The code step (db/migrate.ts) brings every entity table in line with its metadata, which
-- creates them (records/storage/entityTables.ts).
select 1;
