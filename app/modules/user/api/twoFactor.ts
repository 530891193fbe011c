import { api } from "../../../api/apiClient";

export interface TwoFactorAnswer {
  enabled: boolean;
  /** The new secret and its otpauth URI, answered by the first step of switching it on. */
  secret?: string;
  uri?: string;
}

/**
 * POST /user/{id}/twofactor: {enable: true} asks a new secret, {enable: true, code} confirms it with a code
 * from the app, {enable: false, code} switches it off.
 */
export function changeTwoFactor(id: number, enable: boolean, code?: string): Promise<TwoFactorAnswer> {
  return api<TwoFactorAnswer>(`/user/${id}/twofactor`, {
    method: "POST",
    body: { enable, ...(code !== undefined ? { code } : {}) },
  });
}
