import { HttpResponse, http } from "msw";
import type { MessageItem } from "../api/MessageItem";
import type { MemberRow } from "../api/searchMembers";

export const MEMBERS: MemberRow[] = [
  { id: 7, username: "anna", profile: { first_name: "Anna", last_name: "de Vries" } },
  { id: 8, username: "bram", profile: { first_name: "Bram", last_name: "Jansen" } },
];

/** A message of the test environment, sent by Anna. */
export function messageItem(id: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    environment: 1000,
    title: `Message ${id}`,
    message_text: `<p>Text of message ${id}</p>`,
    type: "normal",
    sender_id: 7,
    sender_name: "Anna de Vries",
    dossier: null,
    contentDossier: null,
    created_at: "2026-03-01T09:30:00Z",
    read_date: null,
    recipients: [{ id: 1, username: "admin" }],
    ...overrides,
  };
}

/** GET /user: the members whose name holds the search text; the asked addresses go to `requests`. */
export function membersHandler(requests: URL[] = [], members = MEMBERS) {
  return http.get("/api/user", ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const name = (url.searchParams.get("name") ?? "").toLowerCase();
    const found = members.filter((m) =>
      `${m.username} ${m.profile?.first_name ?? ""}`.toLowerCase().includes(name),
    );
    return HttpResponse.json({
      results: found,
      pager: { current: 1, pages: 1, items: found.length, limit: 50 },
    });
  });
}

/** GET /message (incoming, outgoing, unread), GET /message/unread and GET /message/{id} over a list. */
export function inboxHandlers(options: {
  incoming?: MessageItem[];
  outgoing?: MessageItem[];
  requests?: URL[];
  read?: number[];
}) {
  const incoming = options.incoming ?? [];
  const outgoing = options.outgoing ?? [];
  return [
    http.get("/api/message/unread", () =>
      HttpResponse.json({ count: incoming.filter((m) => !m.read_date).length }),
    ),
    http.get("/api/message/:id", ({ params }) => {
      const id = Number(params.id);
      const found = [...incoming, ...outgoing].find((m) => m.id === id);
      if (!found) return HttpResponse.json({ message: "Item not found" }, { status: 404 });
      options.read?.push(id);
      if (incoming.includes(found)) found.read_date ??= "2026-03-02T10:00:00Z";
      return HttpResponse.json(found);
    }),
    http.get("/api/message", ({ request }) => {
      const url = new URL(request.url);
      options.requests?.push(url);
      const p = url.searchParams;
      let list = p.get("filter") === "outgoing" ? outgoing : incoming;
      if (p.get("new") === "1") list = list.filter((m) => !m.read_date);
      if (p.get("type")) list = list.filter((m) => m.type === p.get("type"));
      const limit = Number(p.get("limit") ?? 50);
      const page = Number(p.get("page") ?? 1);
      return HttpResponse.json({
        results: list.slice((page - 1) * limit, page * limit),
        pager: { current: page, pages: Math.ceil(list.length / limit), items: list.length, limit },
      });
    }),
  ];
}
