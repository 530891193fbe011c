import type { CreatedRow } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface NewEnvironment {
  name: string;
  description: string;
  /** A png or jpeg data URL. */
  image: string | null;
  /** Locale codes, the default first. */
  languages: string[];
  /** The template to apply afterwards (spec 1-platform: POST environment carries it). */
  template?: number | null;
}

/** POST /environment. */
export function createEnvironment(environment: NewEnvironment): Promise<CreatedRow> {
  return api<CreatedRow>("/environment", { method: "POST", body: environment });
}
