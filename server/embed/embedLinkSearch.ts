import type { Database } from "../db/database";
import { forbidden, notFound } from "../http/errors";
import { entityCredential } from "../permissions/can";
import { requireEntity } from "../records/entityAccess";
import { loadEntityModels } from "../records/entityModels";
import { listRecords } from "../records/listRecords";
import { type EmbedCaller, TOKEN_NOT_FOR_THIS, tokenCaller } from "./embedCaller";

/** As many records as the app's link picker offers. */
const FOUND = "25";

/**
 * GET /embed/link/{item}?q=: the records a link item of the token's form may point to, found by their
 * summary as the app's link picker finds them. Only for an editable link item of the form a create or edit
 * token fills in, and only as far as the token's role may see the linked entity: the search runs as the
 * role narrowed to showing that one entity, so its row rules and its 403 apply.
 */
export async function searchLinkTargets(
  db: Database,
  { token, caller }: EmbedCaller,
  itemId: number,
  query: unknown,
  locale: unknown,
): Promise<{ results: { id: number; summary: string | null }[] }> {
  if (token.action === "show") throw forbidden(TOKEN_NOT_FOR_THIS);
  const entity = await requireEntity(db, caller, token.def_dossier_id, token.action);
  const models = await loadEntityModels(db, caller, entity, locale);
  const item = models.model("edit").items[String(itemId)];
  const child = item?.editable ? item.link?.childDefDossierId : undefined;
  if (child === undefined) throw notFound();
  const searcher = await tokenCaller(db, token, [entityCredential(child, "show")]);
  const text = typeof query === "string" ? query.trim() : "";
  const found = await listRecords(db, searcher, {
    defDossier: String(child),
    limit: FOUND,
    ...(text ? { summary: text } : {}),
  });
  return { results: found.results.map((row) => ({ id: row.id, summary: row.summary ?? null })) };
}
