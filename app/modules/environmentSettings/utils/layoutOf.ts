import type { EnvironmentDetails } from "../../../../schemas";
import type { EnvironmentLayout } from "../api/EnvironmentLayout";

export const DEFAULT_LAYOUT: EnvironmentLayout = {
  primary_color: null,
  top_bar_color: null,
  menu_color: null,
  logo_position: "menu",
};

/** The environment's layout, Docket's own where it has none. */
export function layoutOf(environment: EnvironmentDetails | undefined): EnvironmentLayout {
  return { ...DEFAULT_LAYOUT, ...(environment?.layout ?? {}) };
}
