import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { safeFilename } from "../files/safeFilename";
import { badRequest, notFound } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import type { CallerContext } from "../permissions/callerContext";
import { requireRecord } from "../records/entityAccess";
import { loadEntityModels } from "../records/entityModels";
import { documentData } from "./documentData";
import { docxToHtml, docxToPdf, MIME_TYPES, OUTPUT_TYPES, type OutputType } from "./documentOutput";
import { findTemplate } from "./documentTemplates";
import { fillTemplate } from "./docxTemplate";

/** One document holds at most this many records ({#dossiers} loops over them). */
export const MAX_DOCUMENT_RECORDS = 100;

export interface DocumentRequest {
  /** The template's uuid (as action buttons store it) or id. */
  template: string;
  environmentId: number;
  recordIds: readonly number[];
  outputType: string;
  locale?: unknown;
}

export interface GeneratedDocument {
  filename: string;
  mime: string;
  bytes: Buffer;
}

/**
 * GET /kedocx/generate/{template}/{environment}?contentDossierIds[]=…&outputType=…: the template filled with
 * the records as the caller may see them (show right on each, values through the caller's sight), as a
 * .docx, a PDF or HTML. Each record gets an 'export' entry in its log naming the template.
 */
export async function generateDocument(
  db: Database,
  caller: CallerContext,
  sofficePath: string,
  request: DocumentRequest,
): Promise<GeneratedDocument> {
  await requireEnvironment(db, caller, request.environmentId);
  const template = await findTemplate(
    db,
    isId(Number(request.template)) ? Number(request.template) : request.template,
  );
  if (!template || template.environment_id !== request.environmentId) throw notFound();
  if (!(OUTPUT_TYPES as readonly string[]).includes(request.outputType))
    throw badRequest({ outputType: INVALID });
  const outputType = request.outputType as OutputType;
  if (request.recordIds.length === 0) throw badRequest({ contentDossierIds: REQUIRED });
  if (request.recordIds.length > MAX_DOCUMENT_RECORDS) throw badRequest({ contentDossierIds: INVALID });

  const found = [];
  for (const id of new Set(request.recordIds)) found.push(await requireRecord(db, caller, id, "show"));
  const entity = found[0]?.entity;
  const sameEntity = found.every((entry) => entry.entity.id === entity?.id);
  const templateFits = template.def_dossier_id === null || template.def_dossier_id === entity?.id;
  if (!entity || !sameEntity || !templateFits) throw badRequest({ contentDossierIds: INVALID });
  const records = found.map((entry) => entry.record);

  const models = await loadEntityModels(db, caller, entity, request.locale);
  const docx = fillTemplate(template.bytes, await documentData(db, caller, models, records, new Date()));
  const bytes =
    outputType === "docx"
      ? docx
      : outputType === "html"
        ? await docxToHtml(docx, template.name)
        : await docxToPdf(docx, sofficePath);

  await writeLogs(
    db,
    records.map((record) => ({
      environmentId: record.environment_id,
      entityId: record.def_dossier_id,
      recordId: record.id,
      userId: caller.userId,
      username: caller.username,
      type: "export",
      extraData: { template: template.uuid, name: template.name, format: outputType },
    })),
  );
  const about = records.length === 1 ? ` ${records[0]?.summary || records[0]?.id}` : "";
  return {
    filename: safeFilename(`${template.name}${about}.${outputType}`),
    mime: MIME_TYPES[outputType],
    bytes,
  };
}
