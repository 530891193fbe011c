-- The designer: an entity's own description (templates carry one beside the translated ones).
alter table def_dossiers add column if not exists description text;
