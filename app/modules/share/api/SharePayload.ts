/** A recipient of a secure share. */
export interface ShareContact {
  email: string;
  mobile?: string;
}

/** The body of POST /dossier/{id}/secureshare (spec 2, section 3). */
export interface SharePayload {
  /** DD-MM-YYYY */
  activeUntil: string;
  contacts: ShareContact[];
  settings:
    | { share_type: "positions"; share_value: number[] }
    | { share_type: "template"; share_value: number };
}
