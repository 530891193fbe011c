import { HttpResponse, http } from "msw";
import {
  type EntityAnswer,
  type EnvironmentDetails,
  type EnvironmentEntity,
  EnvironmentSummary,
} from "../../schemas";
import type { Me } from "../modules/user/api/getMe";

export const LOCALES = [
  { id: 1, code: "nl_NL", name: "Nederlands" },
  { id: 2, code: "en_GB", name: "English" },
  { id: 7, code: "de", name: "Deutsch" },
];

export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    uuid: "user-1",
    username: "admin",
    email: "admin@example.test",
    mobile: null,
    avatar: null,
    active: true,
    roles: ["ROLE_USER", "ROLE_ADMIN"],
    profile: { first_name: "Docket", last_name: "Administrator" },
    private_settings: {},
    created_at: "2026-01-01T09:00:00Z",
    two_factor: false,
    last_login_at: null,
    super_admin: true,
    contract_admin: false,
    idle_minutes: null,
    environments: [],
    ...overrides,
  };
}

/** A whole environment as GET /environment/{id} answers it (and, as its summary, GET /environment lists it). */
export function environment(
  id: number,
  name: string,
  overrides: Partial<EnvironmentDetails> = {},
): EnvironmentDetails {
  return {
    id,
    uuid: `environment-${id}`,
    name,
    description: `About ${name}`,
    image: null,
    active: true,
    locales: LOCALES.slice(0, 2),
    apply_template: null,
    created_by: { username: "admin" },
    created_at: "2026-03-01T10:00:00Z",
    modified_by: { username: "admin" },
    modified_at: "2026-03-01T10:00:00Z",
    settings: {},
    layout: { primary_color: null, top_bar_color: null, menu_color: null, logo_position: "menu" },
    roles: [],
    env_modules: [],
    defdossiers: [],
    credentials: [],
    ...overrides,
  };
}

/** A module switched on in an environment as GET /environment/{id} lists it (by name). */
export function environmentModule(
  id: number,
  module: string,
  overrides: Partial<EnvironmentDetails["env_modules"][number]> = {},
): EnvironmentDetails["env_modules"][number] {
  return { id, environment: 1000, module, module_id: id, active: true, settings: {}, ...overrides };
}

/** An entity as both GET /defdossier and GET /environment/{id} send it. */
export type WholeEntity = EntityAnswer & EnvironmentEntity;

/** A whole entity, shown to everyone with show: fits GET /defdossier's results and an environment's defdossiers. */
export function entity(id: number, plural: string, overrides: Partial<WholeEntity> = {}): WholeEntity {
  return {
    id,
    uuid: `entity-${id}`,
    name: plural.toLowerCase().replace(/\W+/g, "_"),
    type: "main",
    rank: id,
    environment: 1000,
    archiveable: false,
    description: null,
    translations: [{ culture: "en_GB", name_singular: plural.replace(/s$/, ""), name_plural: plural }],
    credentials: ["show"],
    custom_credentials: [],
    visibility_roles: [],
    settings: {},
    created_at: "2026-03-01T10:00:00Z",
    modified_at: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}

const summaryKeys = Object.keys(EnvironmentSummary.properties) as (keyof EnvironmentSummary)[];

/** What GET /environment sends of an environment: its summary fields only. */
const summaryOf = (whole: EnvironmentSummary): EnvironmentSummary =>
  Object.fromEntries(summaryKeys.map((key) => [key, whole[key]])) as EnvironmentSummary;

/** Pages a list the way the server does: 1-based pages of `limit`, searched by name. */
export function environmentsHandler(all: EnvironmentSummary[], requests: URL[] = []) {
  return http.get("/api/environment", ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const limit = Number(url.searchParams.get("limit") ?? 12);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const name = (url.searchParams.get("name") ?? "").toLowerCase();
    const found = all.filter((entry) => entry.name.toLowerCase().includes(name));
    return HttpResponse.json({
      results: found.slice((page - 1) * limit, page * limit).map(summaryOf),
      pager: {
        current: page,
        pages: Math.max(1, Math.ceil(found.length / limit)),
        items: found.length,
        limit,
      },
    });
  });
}

/** The calls the shell and the environment picker make, answered for one user and some environments. */
export function platformHandlers(
  options: { user?: Me; environments?: EnvironmentDetails[]; entities?: EntityAnswer[] } = {},
) {
  const user = options.user ?? me();
  const environments = options.environments ?? [environment(1000, "Zorgdossier")];
  return [
    http.get("/api/user/me", () => HttpResponse.json(user)),
    environmentsHandler(environments),
    http.get("/api/environment/:id", ({ params }) => {
      const found = environments.find((entry) => entry.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
    http.get("/api/defdossier", () => HttpResponse.json({ results: options.entities ?? [], pager: {} })),
    http.get("/api/locales", () => HttpResponse.json({ results: LOCALES, pager: {} })),
    // The new-environment form offers templates: none unless a test says otherwise.
    http.get("/api/admin/template", () => HttpResponse.json({ results: [], pager: {} })),
    http.get("/api/favorite", () => HttpResponse.json({ results: [], pager: {} })),
    http.get("/api/message/unread", () => HttpResponse.json({ count: 0 })),
    http.get("/api/message", () => HttpResponse.json({ results: [], pager: {} })),
    http.get("/api/environmentmodule", () => HttpResponse.json({ results: [], pager: {} })),
    // The dashboard at /: no blocks unless a test says otherwise.
    http.get("/api/mypageblock", () => HttpResponse.json({ results: [], positions: [], pager: {} })),
    http.get("/api/refresh_token", () => {
      const now = Math.floor(Date.now() / 1000);
      return HttpResponse.json({ iat: now, exp: now + 3600 });
    }),
  ];
}
