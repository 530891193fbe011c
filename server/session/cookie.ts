import type { CookieSerializeOptions } from "@fastify/cookie";
import type { ServerConfig } from "../config";

export const SESSION_COOKIE = "docket_session";

/** HttpOnly keeps scripts from reading the token; SameSite=Lax keeps other sites from using it. */
export function sessionCookieOptions(
  config: ServerConfig,
  maxAgeSeconds?: number,
): CookieSerializeOptions & { secure: boolean } {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
