/** GET /user/{id}: a user as others see them; the caller's own record carries the settings and 2FA state. */
export type { UserDetails } from "../../../../schemas";
