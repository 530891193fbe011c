-- The values now live in the entities' tables (014).
drop table contents;
