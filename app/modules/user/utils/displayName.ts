import type { UserOption } from "../../../../schemas";

/** A user's name as people read it ("Daan van Leeuwen"), else the username. */
export function displayName(user: Pick<UserOption, "username" | "profile">): string {
  const profile = user.profile;
  const name = [profile?.first_name, profile?.preposition, profile?.last_name]
    .filter((part) => part?.trim())
    .join(" ");
  return name || user.username;
}
