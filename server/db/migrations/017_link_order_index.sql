-- A record's children through a link are read in their order (parent, link, rank): one index serves the
-- read and the order; children -> parents keeps content_dossier_links_child.
create index content_dossier_links_parent_order on content_dossier_links (parent_id, def_dossier_link_id, rank, id);
drop index content_dossier_links_parent;
