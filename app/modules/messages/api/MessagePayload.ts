/** The body of POST /message (spec 2, section 3). */
export interface MessagePayload {
  messageText: string;
  title: string;
  users: number[];
  environment: number;
  dossier?: number;
  contentDossier?: number;
  type?: "normal" | "popup";
}
