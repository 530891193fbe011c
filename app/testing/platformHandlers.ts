import { HttpResponse, http } from "msw";
import type { EnvironmentDetails, MenuEntity } from "../modules/environment/api/EnvironmentDetails";
import type { EnvironmentSummary } from "../modules/environment/api/EnvironmentSummary";
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

export function environment(
  id: number,
  name: string,
  overrides: Partial<EnvironmentDetails> = {},
): EnvironmentDetails {
  return {
    id,
    name,
    description: `About ${name}`,
    image: null,
    active: true,
    locales: LOCALES.slice(0, 2),
    created_at: "2026-03-01T10:00:00Z",
    created_by: { username: "admin" },
    ...overrides,
  };
}

export function entity(id: number, plural: string, overrides: Partial<MenuEntity> = {}): MenuEntity {
  return {
    id,
    type: "main",
    rank: id,
    translations: [{ culture: "en_GB", name_singular: plural.replace(/s$/, ""), name_plural: plural }],
    credentials: ["show"],
    visibility_roles: [],
    ...overrides,
  };
}

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
      results: found.slice((page - 1) * limit, page * limit),
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
  options: { user?: Me; environments?: EnvironmentDetails[]; entities?: MenuEntity[] } = {},
) {
  const user = options.user ?? me();
  const environments = options.environments ?? [environment(1000, "Zorgdossier")];
  return [
    http.get("/api/user/me", () => HttpResponse.json(user)),
    environmentsHandler(environments),
    http.get("/api/environment/:id", ({ params }) => {
      const found = environments.find((entry) => entry.id === Number(params.id));
      return found
        ? HttpResponse.json({ defdossiers: [], env_modules: [], credentials: [], ...found })
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
