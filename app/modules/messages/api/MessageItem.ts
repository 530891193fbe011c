/** A message as GET /message answers it; read_date stays empty until the caller reads it. */
export interface MessageItem {
  id: number;
  environment: number;
  title: string;
  /** Rich text (HTML); sanitised before it is shown. */
  message_text: string;
  type: "normal" | "popup";
  sender_id: number | null;
  sender_name: string | null;
  dossier: number | null;
  contentDossier: number | null;
  created_at: string | null;
  read_date: string | null;
  recipients: { id: number; username: string }[];
}
