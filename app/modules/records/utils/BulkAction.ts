/** What the bulk toolbar does to the selected records. */
export type BulkAction = "delete" | "subscribe" | "unsubscribe" | "archive" | "dearchive" | "favorite";
