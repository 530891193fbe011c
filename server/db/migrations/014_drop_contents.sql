-- The values now live in the entities' tables (013).
drop table contents;
