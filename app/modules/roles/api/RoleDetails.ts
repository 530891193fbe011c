/** A role as GET /role and GET /role/{id} answer it. */
export interface RoleDetails {
  id: number;
  uuid?: string;
  environment: number;
  name: string;
  credentials: string[];
}
