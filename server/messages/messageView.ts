import type { MessageType } from "../../schemas";

/** A message as the database answers it for one caller. */
export interface MessageRow {
  id: number;
  environment_id: number;
  title: string;
  message_text: string;
  type: MessageType;
  sender_id: number | null;
  sender_name: string | null;
  def_dossier_id: number | null;
  content_dossier_id: number | null;
  created_at: Date | string;
  /** The caller's read date; null when unread or when the caller sent it. */
  read_date: Date | string | null;
  recipients: { id: number; username: string }[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The answer's shape of a message (spec 2, section 3): read_date empty until the caller reads it. */
export function messageView(row: MessageRow) {
  return {
    id: row.id,
    environment: row.environment_id,
    title: row.title,
    message_text: row.message_text,
    type: row.type,
    sender_id: row.sender_id,
    sender_name: row.sender_name,
    dossier: row.def_dossier_id,
    contentDossier: row.content_dossier_id,
    created_at: iso(row.created_at),
    read_date: iso(row.read_date),
    recipients: row.recipients,
  };
}
