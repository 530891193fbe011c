/** GET/PUT /environment/{id}/setting: the environment's security policy, enforced by the server. */
export interface SecurityPolicy {
  two_factor: "none" | "admins" | "all";
  /** Minutes without activity before a session ends; null: no limit of the environment's own. */
  idle_minutes: number | null;
  password_min_length: number;
  password_require_digit: boolean;
  password_require_symbol: boolean;
  password_require_mixed_case: boolean;
}
