import type { Values } from "../../engine";
import type { CreateResponse, EmbedFormAnswer, LinkTargets, RecordDetail } from "../../schemas";

/** What a token allows: one action on one entity (and one record for show and edit). */
export type EmbedToken = EmbedFormAnswer["token"];

/** A record as GET /api/embed/form and PUT /api/embed/record answer it, as GET /api/contentdossier/:id does. */
export type EmbedRecord = RecordDetail;

/** GET /api/embed/form: the token, the origins that may embed it, the bundle as its role sees it. */
export type EmbedForm = EmbedFormAnswer;

/** A refused call: the server's message, and its errors map on a 400. */
export class EmbedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The token API of one Docket server; never sends or accepts cookies. */
export interface EmbedApi {
  form(): Promise<EmbedForm>;
  create(values: Values): Promise<CreateResponse>;
  update(values: Values, version: number | undefined): Promise<EmbedRecord>;
  /** Records the link item `itemId` may point to, found by their summary. */
  linkTargets(itemId: number, query: string): Promise<LinkTargets>;
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, unknown>;
  };
  if (response.ok) return body as T;
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === "string"),
      )
    : undefined;
  throw new EmbedError(
    body.message ?? response.statusText ?? String(response.status),
    response.status,
    errors,
  );
}

/** The token API at `server` (an origin, or "" for the page's own). */
export function embedApi(server: string, token: string): EmbedApi {
  const base = server.replace(/\/+$/, "");
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: "omit",
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return answerOf<T>(response);
  };
  return {
    form: () => call<EmbedForm>("GET", "/api/embed/form"),
    create: (values) => call("POST", "/api/embed/record", { values }),
    update: (values, version) => call("PUT", "/api/embed/record", { values, version }),
    linkTargets: (itemId, query) =>
      call("GET", `/api/embed/link/${itemId}?${new URLSearchParams({ q: query.trim() })}`),
  };
}
