/** Records per kanban column page (spec 2 section 9). */
export const KANBAN_PAGE_SIZE = 50;
