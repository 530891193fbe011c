/** Where the shell shows the environment's logo. */
export type LogoPosition = "menu" | "top_bar" | "both" | "hidden";

/** GET /environment/{id} `layout`, PUT /environment/{id}/layout: the shell's colours (null: Docket's own). */
export interface EnvironmentLayout {
  primary_color: string | null;
  top_bar_color: string | null;
  menu_color: string | null;
  logo_position: LogoPosition;
}
