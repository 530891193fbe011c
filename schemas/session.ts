import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";
import { GlobalRole } from "./user";

/** What the client keeps of a session; exp and iat are seconds since 1970. */
export const TokenData = Type.Object({
  username: Type.String({ minLength: 1 }),
  user_id: Id,
  roles: Type.Array(GlobalRole),
  iat: Type.Integer({ minimum: 0 }),
  exp: Type.Integer({ minimum: 0 }),
  /** Set when the user must choose a new password. */
  re_pwd: Type.Optional(Nullable(Type.Boolean())),
});
export type TokenData = Static<typeof TokenData>;

/** The body of POST /login_check; a verification code travels in the OTP header. */
export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A second-factor code: up to 6 digits. */
export const VerificationCode = Type.String({ pattern: "^[0-9]{1,6}$" });

/** The 401 of /login_check when the password was right and a verification code is needed. */
export const SecondFactorRequired = Type.Object({
  errors: Type.Object({ two_factor: Type.Literal(true) }),
  message: Type.Optional(Type.String()),
});
export type SecondFactorRequired = Static<typeof SecondFactorRequired>;

/** The query of GET /key_login_check. */
export const KeyLoginQuery = Type.Object({
  username: Type.String({ minLength: 1 }),
  key: Type.String({ minLength: 1 }),
});
export type KeyLoginQuery = Static<typeof KeyLoginQuery>;

/** The answer of GET /ttl_token. */
export const TokenTtl = Type.Object({ ttl: Type.Number() });
export type TokenTtl = Static<typeof TokenTtl>;

/** The answer of GET /refresh_token: the renewed token's issue and expiry times. */
export const TokenRefresh = Type.Object({
  iat: Type.Integer({ minimum: 0 }),
  exp: Type.Integer({ minimum: 0 }),
});
export type TokenRefresh = Static<typeof TokenRefresh>;

/** The body of POST forgot_password. */
export const ForgotPasswordRequest = Type.Object({
  username: Type.String({ minLength: 1 }),
  email: Type.String({ format: "email" }),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;
