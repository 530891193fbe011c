/** What the user checks need to know about the user asked for: where they are a member and who made them. */
export interface UserStanding {
  id: number;
  createdBy: number | null;
  /** Every membership, deactivated ones too. */
  memberships: readonly { environmentId: number; active: boolean }[];
}
