import type { EnvironmentLayout } from "../../../../schemas";

/** GET /environment/{id} `layout`, PUT /environment/{id}/layout: the shell's colours (null: Docket's own). */
export type { EnvironmentLayout };

/** Where the shell shows the environment's logo. */
export type LogoPosition = EnvironmentLayout["logo_position"];
