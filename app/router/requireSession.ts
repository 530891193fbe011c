import { redirect } from "@tanstack/react-router";
import { saveReferer } from "../modules/session/state/referer";
import { tokenStore } from "../modules/session/state/tokenStore";
import { isTokenValid } from "../modules/session/utils/isTokenValid";

/** Guards the logged-in routes: without a valid session, remember the address and go to /login. */
export function requireSession(href: string): void {
  if (isTokenValid(tokenStore.get())) return;
  saveReferer(href);
  throw redirect({ to: "/login" });
}
