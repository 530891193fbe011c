-- Long texts: an index on the whole lower(value_text) refused every text above about 2.7 kB (PostgreSQL's
-- btree row limit), so a long rich text could not be saved. The index holds the first 255 characters of the
-- lowercased text instead (at most about 1 kB): all of a text field, which the spec limits to 255, and for a
-- longer text a prefix that narrows sorts and comparisons, which then compare the whole value.
drop index contents_field_text;
create index contents_field_text on contents (def_dossier_def_field_id, left(lower(value_text), 255));
