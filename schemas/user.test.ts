import { describe, expect, it } from "vitest";
import {
  ForgotPasswordRequest,
  LoginRequest,
  SecondFactorRequired,
  TokenData,
  TokenRefresh,
  VerificationCode,
} from "./session";
import { ChangePassword, PresenceUpdate, User, UserCreate, UserOption } from "./user";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) =>
  result.ok ? [] : result.issues.map((i) => i.path).sort();

const profile = { first_name: "Jan", preposition: "van der", last_name: "Berg" };

describe("users", () => {
  it("accepts a user, a user option and the write bodies", () => {
    const user = {
      id: 5,
      username: "j.vanderberg",
      email: "jan@example.org",
      mobile: "+31612345678",
      avatar: "/images/user/5_ab12_64.webp",
      active: true,
      roles: ["ROLE_CONTRACT_ADMIN"],
      profile,
      private_settings: { presence: "busy" },
    };
    expect(check(User, user).ok).toBe(true);
    expect(
      check(UserOption, { id: 5, username: "j.vanderberg", environment_user_active: true, profile }).ok,
    ).toBe(true);
    expect(
      check(UserCreate, { username: "j.vanderberg", email: "jan@example.org", password: "s3cret!", profile })
        .ok,
    ).toBe(true);
    expect(check(ChangePassword, { password: "new", old_password: "old" }).ok).toBe(true);
    expect(check(ChangePassword, { password: "new" }).ok).toBe(true);
    expect(check(PresenceUpdate, { private_settings: { presence: "invisible" } }).ok).toBe(true);
  });

  it("rejects bad users and bodies with their paths", () => {
    const user = {
      id: 5,
      username: "",
      email: "not-an-email",
      roles: ["admin"],
      private_settings: { presence: "gone" },
    };
    // a nullable parent also reports that it is not null
    expect(pathsOf(check(User, user))).toEqual(
      expect.arrayContaining(["/email", "/private_settings/presence", "/roles/0", "/username"]),
    );
    expect(pathsOf(check(UserCreate, { username: "x", profile: { first_name: 1 } }))).toEqual([
      "/email",
      "/password",
      "/profile/first_name",
    ]);
    expect(pathsOf(check(ChangePassword, { old_password: "" }))).toEqual(["/old_password", "/password"]);
  });
});

describe("session", () => {
  it("accepts token data, login bodies and the second-factor answer", () => {
    const token = {
      username: "j.vanderberg",
      user_id: 5,
      roles: ["ROLE_ADMIN"],
      iat: 1767600000,
      exp: 1767603600,
      re_pwd: false,
    };
    expect(check(TokenData, token).ok).toBe(true);
    expect(check(LoginRequest, { username: "j.vanderberg", password: "s3cret!" }).ok).toBe(true);
    expect(check(SecondFactorRequired, { errors: { two_factor: true } }).ok).toBe(true);
    expect(check(TokenRefresh, { iat: 1767600000, exp: 1767603600 }).ok).toBe(true);
    expect(check(ForgotPasswordRequest, { username: "j", email: "jan@example.org" }).ok).toBe(true);
    expect(check(VerificationCode, "012345").ok).toBe(true);
  });

  it("rejects incomplete ones", () => {
    expect(pathsOf(check(TokenData, { username: "j", roles: "ROLE_ADMIN", iat: 1.5 }))).toEqual([
      "/exp",
      "/iat",
      "/roles",
      "/user_id",
    ]);
    expect(pathsOf(check(LoginRequest, { username: "", password: "" }))).toEqual(["/password", "/username"]);
    expect(
      pathsOf(check(SecondFactorRequired, { errors: { username: "Incorrect username or password" } })),
    ).toEqual(["/errors/two_factor"]);
    expect(pathsOf(check(ForgotPasswordRequest, { username: "j", email: "jan" }))).toEqual(["/email"]);
    expect(check(VerificationCode, "12a456").ok).toBe(false);
    expect(check(VerificationCode, "1234567").ok).toBe(false);
  });
});
