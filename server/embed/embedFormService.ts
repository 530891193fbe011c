import { isEmptyValue, type Values } from "../../engine";
import type { Bundle, RecordDetail } from "../../schemas";
import type { Database } from "../db/database";
import { assertNoErrors, badRequest, type FieldErrors } from "../http/errors";
import { INVALID } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import { requireEntity } from "../records/entityAccess";
import { entityBundle } from "../records/entityBundle";
import { loadEntityModels } from "../records/entityModels";
import { getRecord } from "../records/recordReads";
import { createRecord, logChanges, updateRecord } from "../records/recordWrites";
import type { EmbedCaller } from "./embedCaller";
import type { EmbedAction } from "./embedTokenInput";

export const NOT_WRITABLE = "This field cannot be filled in here";

const ITEM_ID = /^\d{1,10}$/;

export interface EmbedFormAnswer {
  token: { name: string; action: EmbedAction; entity: number; record?: number };
  allowedOrigins: string[];
  bundle: Bundle;
  record?: RecordDetail;
}

/** GET /embed/form: what the embedded form needs: the token, its origins, the role's bundle and its record. */
export async function embedForm(db: Database, { token, caller }: EmbedCaller, locale: unknown) {
  const record = token.content_dossier_id;
  const answer: EmbedFormAnswer = {
    token: {
      name: token.name,
      action: token.action,
      entity: token.def_dossier_id,
      ...(record !== null ? { record } : {}),
    },
    allowedOrigins: token.allowed_origins,
    bundle: await entityBundle(
      db,
      caller,
      token.def_dossier_id,
      locale,
      token.action === "create" ? "create" : "show",
    ),
  };
  if (record !== null) answer.record = await getRecord(db, caller, record, { locale });
  return answer;
}

/** The values of a token's body: `{values: {<itemId>: value}}`, nothing else. */
function valuesOf(body: unknown): Values {
  const values = (body as { values?: unknown } | null)?.values;
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    throw badRequest({ values: INVALID });
  }
  return values as Values;
}

/**
 * Unlike the app's own writes, which skip values the caller cannot write, a token's write refuses them:
 * an item that is not in the role's edit view, hidden for the role, or computed is a 400 naming it.
 */
async function assertWritable(db: Database, { token, caller }: EmbedCaller, values: Values, locale: unknown) {
  const right = token.action === "create" ? "create" : "edit";
  const entity = await requireEntity(db, caller, token.def_dossier_id, right);
  const models = await loadEntityModels(db, caller, entity, locale);
  const model = models.model("edit");
  const errors: FieldErrors = {};
  for (const key of Object.keys(values)) {
    if (!ITEM_ID.test(key) || !model.items[key]?.editable) errors[key] = NOT_WRITABLE;
  }
  assertNoErrors(errors);
  return model;
}

/** POST /embed/record: a create token's record, validated as any create with the role, logged with the token's name. */
export async function createThroughToken(db: Database, embed: EmbedCaller, body: unknown, locale: unknown) {
  const values = valuesOf(body);
  const model = await assertWritable(db, embed, values, locale);
  const { token, caller } = embed;
  return db.transaction(async (tx) => {
    const created = await createRecord(tx, caller, { defDossier: token.def_dossier_id, values }, { locale });
    const written = Object.entries(values).flatMap(([id, value]) => {
      const item = model.items[id];
      return item && !isEmptyValue(value) ? [{ item, oldValue: null, newValue: value }] : [];
    });
    await writeLogs(tx, [
      {
        environmentId: token.environment_id,
        entityId: token.def_dossier_id,
        recordId: created.id,
        userId: null,
        username: caller.username,
        type: "change",
        changes: await logChanges(tx, model, written),
        extraData: { embedToken: { id: token.id, name: token.name } },
      },
    ]);
    return { id: created.id, uuid: created.uuid };
  });
}

/** PUT /embed/record: an edit token's record saved from the role's edit view (409 on a stale version). */
export async function updateThroughToken(db: Database, embed: EmbedCaller, body: unknown, locale: unknown) {
  const values = valuesOf(body);
  await assertWritable(db, embed, values, locale);
  const recordId = embed.token.content_dossier_id as number;
  const version = (body as { version?: unknown }).version;
  await updateRecord(
    db,
    embed.caller,
    recordId,
    { values, ...(version !== undefined ? { version } : {}) },
    { locale },
  );
  return getRecord(db, embed.caller, recordId, { locale });
}
