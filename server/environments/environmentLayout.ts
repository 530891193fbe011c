import { type Static, Type } from "@sinclair/typebox";

const Colour = Type.Union([Type.String({ pattern: "^#[0-9a-fA-F]{6}$" }), Type.Null()]);

/** Where the shell shows the environment's logo. */
export const LOGO_POSITIONS = ["menu", "top_bar", "both", "hidden"] as const;

/** PUT /environment/{id}/layout: the colours of the shell (null: the product's own) and the logo's place. */
export const EnvironmentLayout = Type.Object({
  /** Buttons, links and other accents. */
  primary_color: Colour,
  /** The bar above every page. */
  top_bar_color: Colour,
  /** The side menu. */
  menu_color: Colour,
  logo_position: Type.Union(LOGO_POSITIONS.map((position) => Type.Literal(position))),
});

export type EnvironmentLayout = Static<typeof EnvironmentLayout>;

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
