import { api } from "../../../api/apiClient";

/** GET /contentdossier/{id}/subscribe or /unsubscribe. */
export async function subscribeListedRecord(recordId: number, subscribed: boolean): Promise<void> {
  await api(`/contentdossier/${recordId}/${subscribed ? "subscribe" : "unsubscribe"}`);
}
