import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { ServerConfig } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The folder where mail waits when no SMTP server is configured, one .eml file per message. */
export function outboxDirectory(config: Pick<ServerConfig, "dataDir">): string {
  return join(config.dataDir, "outbox");
}

/** Mail through SMTP_URL when it is set; otherwise into the outbox folder, where a developer can read it. */
export function createMailer(config: ServerConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = outboxDirectory(config);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
      await writeFile(join(folder, name), info.message as Buffer);
    },
  };
}
