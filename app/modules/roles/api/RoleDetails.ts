/** A role as GET /role and GET /role/{id} answer it. */
export type { RoleAnswer as RoleDetails } from "../../../../schemas";
