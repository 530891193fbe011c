import type { PickOption } from "../../../../widgets/services";
import { displayName } from "../../user/utils/displayName";
import type { MemberRow } from "../api/searchMembers";

/** A member as an option of the user picker: the name people read. */
export function memberOption(row: MemberRow): PickOption {
  return { id: row.id, label: displayName(row) };
}
