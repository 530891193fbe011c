import type { CreateResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { MessagePayload } from "./MessagePayload";

/** POST /message: answers the new message's id; a 400 carries errors on to, title and message. */
export function sendMessage(payload: MessagePayload): Promise<CreateResponse> {
  return api<CreateResponse>("/message", { method: "POST", body: payload });
}
