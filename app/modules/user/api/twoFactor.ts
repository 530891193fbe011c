import type { TwoFactorState } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/**
 * POST /user/{id}/twofactor: {enable: true} asks a new secret, {enable: true, code} confirms it with a code
 * from the app, {enable: false, code} switches it off.
 */
export function changeTwoFactor(id: number, enable: boolean, code?: string): Promise<TwoFactorState> {
  return api<TwoFactorState>(`/user/${id}/twofactor`, {
    method: "POST",
    body: { enable, ...(code !== undefined ? { code } : {}) },
  });
}
