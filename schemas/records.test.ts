import { describe, expect, it } from "vitest";
import { Favorite, SubscribeResult, Subscription, SubscriptionsRequest } from "./favourite";
import { FileUpload, StoredFile } from "./file";
import { LogEntry } from "./log";
import { Message, MessageSend } from "./message";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) =>
  result.ok ? [] : result.issues.map((i) => i.path).sort();

describe("files", () => {
  it("accepts a stored file and an upload body", () => {
    expect(
      check(StoredFile, { id: 77, filename: "intake.pdf", description: null, mime: "application/pdf" }).ok,
    ).toBe(true);
    const upload = {
      name: "intake.pdf",
      description: "Signed intake form",
      file: "data:application/pdf;base64,JVBERi0xLjQK",
      environment: 3,
    };
    expect(check(FileUpload, upload).ok).toBe(true);
  });

  it("needs a name and a file", () => {
    expect(pathsOf(check(FileUpload, { name: "", environment: 3 }))).toEqual(["/file", "/name"]);
    expect(pathsOf(check(StoredFile, { id: 77, mime: "pdf" }))).toEqual(["/filename", "/mime"]);
  });
});

describe("messages", () => {
  it("accepts a message, read and unread", () => {
    const message = {
      id: 9,
      title: "RE: Intake",
      message_text: "<p>See the <b>intake</b> form.</p>",
      sender_id: 3,
      sender_name: "a.smit",
      created_at: "2026-03-01T09:15:00Z",
      read_date: "",
      type: "normal",
      recipients: [5, { id: 6, username: "j.jansen" }],
    };
    expect(check(Message, message).ok).toBe(true);
    expect(check(Message, { ...message, read_date: "2026-03-01T10:00:00+01:00", type: "popup" }).ok).toBe(
      true,
    );
  });

  it("needs recipients, a title and a text to send", () => {
    const send = {
      messageText: "<p>Hi</p>",
      title: "Intake",
      users: [5],
      environment: 3,
      contentDossier: 5001,
    };
    expect(check(MessageSend, send).ok).toBe(true);
    expect(pathsOf(check(MessageSend, { messageText: "", users: [], environment: 3, type: "sms" }))).toEqual([
      "/messageText",
      "/title",
      "/type",
      "/users",
    ]);
  });
});

describe("log entries", () => {
  it("accepts a change and a secure share", () => {
    const change = {
      id: 1,
      datetime: "2026-03-01T09:15:00Z",
      type: "change",
      user_id: 3,
      username: "a.smit",
      changes: [
        { defDisplayItemName: "Status", oldValue: "Open", newValue: "Gesloten" },
        { defDisplayItemName: "Amount", oldValue: null, newValue: 12.5 },
      ],
    };
    expect(check(LogEntry, change).ok).toBe(true);
    const share = {
      id: 2,
      datetime: "2026-03-02T11:00:00Z",
      type: "secureshare",
      user_id: 3,
      username: "a.smit",
      changes: [],
      extra_data: { shareType: "positions", shareValue: [14, 15], contacts: [{ email: "j@example.org" }] },
    };
    expect(check(LogEntry, share).ok).toBe(true);
  });

  it("rejects unknown types and malformed changes", () => {
    const bad = {
      id: 1,
      type: "viewed",
      changes: [{ defDisplayItemName: 4 }],
      extra_data: { contacts: [{ mobile: "0612345678" }] },
    };
    // a nullable parent also reports that it is not null
    expect(pathsOf(check(LogEntry, bad))).toEqual(
      expect.arrayContaining([
        "/changes/0/defDisplayItemName",
        "/datetime",
        "/extra_data/contacts/0/email",
        "/type",
      ]),
    );
  });
});

describe("favourites and subscriptions", () => {
  it("accepts a favourite and subscription shapes", () => {
    const favorite = {
      id: 1,
      content_dossier_id: 5001,
      def_dossier_id: 12,
      summary: "Jansen",
      created_at: "2026-03-01T09:15:00Z",
    };
    expect(check(Favorite, favorite).ok).toBe(true);
    expect(check(Subscription, { content_dossier_id: 5001 }).ok).toBe(true);
    expect(check(SubscriptionsRequest, { ids: [5001, 5002] }).ok).toBe(true);
    expect(check(SubscribeResult, { result: true }).ok).toBe(true);
  });

  it("rejects a favourite without its record", () => {
    expect(pathsOf(check(Favorite, { id: 1, summary: 3 }))).toEqual(["/content_dossier_id", "/summary"]);
    expect(pathsOf(check(SubscriptionsRequest, { ids: ["5001"] }))).toEqual(["/ids/0"]);
  });
});
