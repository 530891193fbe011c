import { EnvironmentLayout, LOGO_POSITIONS } from "../../schemas";

export { EnvironmentLayout, LOGO_POSITIONS };

const DEFAULT_LAYOUT: EnvironmentLayout = {
  primary_color: null,
  top_bar_color: null,
  menu_color: null,
  logo_position: "menu",
};

const colourOf = (value: unknown) =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : null;

/** The stored layout with the defaults filled in; anything unreadable counts as unset. */
export function environmentLayoutOf(stored: unknown): EnvironmentLayout {
  const raw = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const position = LOGO_POSITIONS.find((p) => p === raw.logo_position);
  return {
    primary_color: colourOf(raw.primary_color),
    top_bar_color: colourOf(raw.top_bar_color),
    menu_color: colourOf(raw.menu_color),
    logo_position: position ?? DEFAULT_LAYOUT.logo_position,
  };
}
