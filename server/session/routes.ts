import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DoneResult,
  type KeyLoginQuery,
  KeyLoginQuery as KeyLoginQuerySchema,
  type LoginRequest,
  LoginRequest as LoginRequestSchema,
  TokenData,
  TokenTtl,
} from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { sessionOf } from "../http/caller";
import { unauthorized } from "../http/errors";
import { RequiredText } from "../http/schemaTypes";
import { SESSION_COOKIE, sessionCookieOptions } from "./cookie";
import { keyLogin, type LoginClient, passwordLogin } from "./login";
import { MAX_PASSWORD_LENGTH } from "./passwords";
import { refreshSession } from "./sessionRotation";
import { cookieMaxAge, revokeSession, type Session, timeToLive, tokenData } from "./sessions";

// A blank username is a missing one; the password is taken as typed.
const LoginBody = Type.Object({
  ...LoginRequestSchema.properties,
  username: RequiredText(255),
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
});

function clientOf(request: FastifyRequest): LoginClient {
  const userAgent = request.headers["user-agent"];
  return { address: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** The verification code: the OTP header, as the spec has it. */
function otpOf(request: FastifyRequest): string | undefined {
  const header = request.headers.otp;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

/** The cookie lives exactly as long as the session. */
export function setSessionCookie(
  reply: FastifyReply,
  config: ServerConfig,
  token: string,
  session: Session,
): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, cookieMaxAge(session)));
}

export function sessionRoutes(app: FastifyInstance, db: Database, config: ServerConfig): void {
  app.post<{ Body: LoginRequest }>(
    "/api/login_check",
    { config: { public: true }, schema: { body: LoginBody, response: { 200: TokenData } } },
    async (request, reply) => {
      const otp = otpOf(request);
      const { token, session } = await passwordLogin(
        db,
        config,
        { ...request.body, ...(otp ? { otp } : {}) },
        clientOf(request),
      );
      setSessionCookie(reply, config, token, session);
      return tokenData(session);
    },
  );

  app.get<{ Querystring: KeyLoginQuery }>(
    "/api/key_login_check",
    { config: { public: true }, schema: { querystring: KeyLoginQuerySchema, response: { 200: TokenData } } },
    async (request, reply) => {
      const otp = otpOf(request);
      const { token, session } = await keyLogin(
        db,
        config,
        { username: request.query.username, key: request.query.key, ...(otp ? { otp } : {}) },
        clientOf(request),
      );
      setSessionCookie(reply, config, token, session);
      return tokenData(session);
    },
  );

  // Past the absolute lifetime the session ends: 401, as for any session that is gone.
  app.get("/api/refresh_token", { schema: { response: { 200: TokenData } } }, async (request, reply) => {
    const refreshed = await refreshSession(db, sessionOf(request), {
      ttlSeconds: config.sessionTtlSeconds,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
    });
    if (!refreshed) throw unauthorized();
    if (refreshed.token) setSessionCookie(reply, config, refreshed.token, refreshed.session);
    return tokenData(refreshed.session);
  });

  app.get("/api/ttl_token", { schema: { response: { 200: TokenTtl } } }, async (request) => ({
    ttl: timeToLive(sessionOf(request)),
  }));

  app.get(
    "/api/logout_cookie",
    { config: { public: true }, schema: { response: { 200: DoneResult } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSession(db, token);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return { result: true };
    },
  );
}
