import type { Presence } from "../../../../schemas";

/** GET /user/{id}: a user as others see them; the caller's own record carries the settings and 2FA state. */
export interface UserDetails {
  id: number;
  username: string;
  email: string;
  mobile?: string | null;
  /** The picture's address (GET /user/{id}/avatar?v=...), null without one. */
  avatar?: string | null;
  active?: boolean;
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null } | null;
  private_settings?: { presence?: Presence | null; language?: string | null };
  two_factor?: boolean;
  created_at?: string;
}
