import type { ServerConfig } from "../config";
import { type Database, jsonb } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import type { Mailer } from "../mail/mailer";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { hashToken, newToken } from "../session/tokens";
import { readShareInput, type ShareBody } from "./shareInput";
import { shareSettings } from "./shareSettings";

interface RecordRow {
  id: number;
  environment_id: number;
  def_dossier_id: number;
  summary: string | null;
}

const dutchDay = (iso: string) => iso.split("-").reverse().join("-");

/**
 * POST /dossier/{id}/secureshare: shares the record's chosen positions (or a document template) with
 * outside contacts until a day. Needs show and secureshare on the entity and the module configured for it;
 * stores the share with a link token per contact, writes a 'secureshare' log entry and mails each contact,
 * all or nothing.
 */
export async function shareRecord(
  db: Database,
  ctx: CallerContext,
  deps: { config: Pick<ServerConfig, "publicUrl">; mailer: Mailer },
  recordId: number,
  body: ShareBody,
) {
  const [record] = await db.query<RecordRow>(
    "select id, environment_id, def_dossier_id, summary from content_dossiers where id = $1",
    [recordId],
  );
  if (!record) throw notFound();
  const environmentId = record.environment_id;
  await requireEnvironment(db, ctx, environmentId);
  const entityId = record.def_dossier_id;
  if (!can(ctx, environmentId, entityId, "show") || !can(ctx, environmentId, entityId, "secureshare")) {
    throw forbidden();
  }
  const settings = await shareSettings(db, environmentId, entityId);
  if (!settings) throw forbidden();

  const { input, errors } = readShareInput(body);
  assertNoErrors(errors);
  if (!input) throw new Error("A share without errors has its input");
  if (input.shareType === "positions") {
    const positions = await db.query<{ id: number }>(
      "select id from display_positions where def_dossier_id = $1 and id = any($2::int[])",
      [entityId, input.shareValue],
    );
    if (positions.length !== (input.shareValue as number[]).length) {
      assertNoErrors({ "settings.share_value": INVALID });
    }
  } else {
    const allowed = Array.isArray(settings.templates) ? settings.templates.map(Number) : [];
    if (!allowed.includes(input.shareValue as number)) assertNoErrors({ "settings.share_value": INVALID });
  }

  return db.transaction(async (tx) => {
    const [share] = await tx.query<{ id: number; uuid: string }>(
      `insert into secure_shares (environment_id, def_dossier_id, content_dossier_id, share_type, share_value,
         active_until, created_by)
       values ($1, $2, $3, $4, $5::jsonb, $6::date, $7) returning id, uuid`,
      [
        environmentId,
        entityId,
        record.id,
        input.shareType,
        jsonb(input.shareValue),
        input.activeUntil,
        ctx.userId,
      ],
    );
    if (!share) throw new Error("The share was not stored");
    const links: { email: string; link: string }[] = [];
    for (const contact of input.contacts) {
      const token = newToken();
      await tx.query(
        "insert into secure_share_contacts (secure_share_id, email, mobile, token_hash) values ($1, $2, $3, $4)",
        [share.id, contact.email, contact.mobile, hashToken(token)],
      );
      links.push({ email: contact.email, link: `${deps.config.publicUrl}/secureshare/${token}` });
    }
    await writeLogs(tx, [
      {
        environmentId,
        entityId,
        recordId: record.id,
        userId: ctx.userId,
        username: ctx.username,
        type: "secureshare",
        extraData: {
          shareType: input.shareType,
          shareValue: input.shareValue,
          contacts: input.contacts.map((c) => ({
            email: c.email,
            ...(c.mobile ? { mobile: c.mobile } : {}),
          })),
        },
      },
    ]);
    // Mailed last, inside the transaction: a mail that cannot be sent leaves no share behind.
    const title = record.summary?.trim() || `#${record.id}`;
    for (const { email, link } of links) {
      await deps.mailer.send({
        to: email,
        subject: `Docket: ${title} has been shared with you`,
        text: [
          "Hello,",
          "",
          `${ctx.username} shared information about "${title}" with you. Open it through this link:`,
          "",
          link,
          "",
          `The link works until ${dutchDay(input.activeUntil)}.`,
        ].join("\n"),
      });
    }
    return { id: share.id, uuid: share.uuid };
  });
}
