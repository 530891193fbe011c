/** The tabs of the base field editor. */
export type BaseFieldTab = "generic" | "misc" | "options" | "info";
