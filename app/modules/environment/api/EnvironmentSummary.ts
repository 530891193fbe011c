import type { Locale } from "../../../../schemas";

/** An environment as GET /environment lists it. */
export interface EnvironmentSummary {
  id: number;
  uuid?: string;
  name: string;
  description?: string | null;
  image?: string | null;
  active: boolean;
  locales?: Locale[];
  created_at?: string;
  created_by?: { username: string } | null;
  modified_at?: string;
}
