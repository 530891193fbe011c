import {
  ADMIN_KEYS,
  type CredentialEntry,
  ENTITY_ACTIONS,
  entityCredential,
} from "../../schemas/credentials";
import { ENVIRONMENT_ADMIN } from "./callerContext";

export { ADMIN_KEYS, ENTITY_ACTIONS, type EntityAction } from "../../schemas/credentials";

export interface CatalogEntity {
  id: number;
  /** Extra actions the entity defines beyond the standard ones. */
  customCredentials?: string[];
}

/** Every credential a role of the environment may hold, given its entities. */
export function credentialCatalog(entities: readonly CatalogEntity[]): CredentialEntry[] {
  const entries: CredentialEntry[] = [{ credential: ENVIRONMENT_ADMIN, type: "environment" }];
  for (const key of ADMIN_KEYS) entries.push({ credential: key, type: "admin" });
  for (const entity of entities) {
    for (const action of [...ENTITY_ACTIONS, ...(entity.customCredentials ?? [])]) {
      entries.push({
        credential: entityCredential(entity.id, action),
        type: "entity",
        def_dossier_id: entity.id,
        action,
      });
    }
  }
  return entries;
}

/** The credentials of the list that the catalog does not know. */
export function unknownCredentials(
  credentials: readonly string[],
  entities: readonly CatalogEntity[],
): string[] {
  const known = new Set(credentialCatalog(entities).map((e) => e.credential));
  return credentials.filter((c) => !known.has(c));
}
