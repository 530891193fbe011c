import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { outboxDirectory } from "../mail/mailer";

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** The mails written to the outbox folder, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const folder = outboxDirectory({ dataDir });
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const raw = readFileSync(join(folder, name), "utf8");
      const text = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? "",
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
        text,
      };
    });
}
