/** A chosen recipient: where they came from (a user id or none), a name to show, and their addresses. */
export interface ShareContactEntry {
  key: string;
  userId?: number;
  label: string;
  email: string;
  mobile?: string;
}
