import type { ReactNode } from "react";

/** One tab of an editor: marked when a field on it has an error, so the user finds what stops Save. */
export interface EditorTab<Name extends string = string> {
  value: Name;
  label: string;
  content: ReactNode;
  hasErrors?: boolean;
}
