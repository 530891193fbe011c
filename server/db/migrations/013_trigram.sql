-- Trigram indexes let a `like` filter on a text find its rows without reading every record
-- (records/storage/entityTables.ts). pg_trgm ships with PostgreSQL's contrib and with PGlite; where it cannot
-- be created (no contrib, or not allowed), lists still filter, by reading the column.
do $$
begin
  create extension if not exists pg_trgm schema public;
exception when others then
  raise notice 'pg_trgm is not available: like filters read the whole column';
end
$$;
