import { api } from "../../../api/apiClient";

/** POST /webhook/{id}/secret: a new secret, answered this once; the old one stops signing. */
export function regenerateSecret(id: number): Promise<{ id: number; secret: string }> {
  return api<{ id: number; secret: string }>(`/webhook/${id}/secret`, { method: "POST" });
}
