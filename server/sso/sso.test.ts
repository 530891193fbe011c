import type { Server } from "node:http";
import Provider from "oidc-provider";
import { afterAll, beforeAll, expect, it } from "vitest";
import { installFixture } from "../records/testing/installFixture";
import { recordsFixture } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { freePort } from "../testing/spawnDocket";
import type { SsoProvider } from "./ssoConfig";
import { ssoUser } from "./ssoUsers";

/** The local OpenID Connect provider the tests log in at: its accounts and their claims. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  ida: {
    email: "ida@idp.test",
    given_name: "Ida",
    family_name: "Provider",
    roles: ["Docket.Admins", "Sales"],
  },
  otto: { email: "otto@idp.test", given_name: "Otto", family_name: "Plain", roles: [] },
};
const PUBLIC_URL = "http://docket.test";
const BASE = 9500;

const port = await freePort();
const issuer = `http://127.0.0.1:${port}`;
let server: Server;

const provider: SsoProvider = {
  issuer,
  clientId: "docket",
  clientSecret: "docket-secret-docket-secret-docket-secret",
  roleClaim: "roles",
  roleMap: { "Docket.Admins": { globalRole: "ROLE_ADMIN" }, Sales: { environment: BASE, role: "Managers" } },
};

beforeAll(async () => {
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        redirect_uris: [`${PUBLIC_URL}/api/connect/azure/check`],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email"],
      profile: ["given_name", "family_name", "preferred_username", "roles"],
    },
    // The claims of the asked scopes in the ID token, as Entra ID puts them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) =>
      ACCOUNTS[sub]
        ? { accountId: sub, claims: () => ({ sub, preferred_username: sub, ...ACCOUNTS[sub] }) }
        : undefined,
  });
  server = oidc.listen(port);
});

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

/** A tiny cookie jar for the provider's pages. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** Follows the provider's redirects as a browser would, logging in as `account` and consenting. */
async function atProvider(start: string, account: string): Promise<string> {
  const jar = new Jar();
  let url = start;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(PUBLIC_URL)) return url;
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header } });
    jar.take(response);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`Unexpected page at ${url}: ${page.slice(0, 300)}`);
    const body = new URLSearchParams({
      prompt,
      ...(prompt === "login" ? { login: account, password: "x" } : {}),
    });
    const submitted = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    jar.take(submitted);
    url = new URL(submitted.headers.get("location") ?? "", url).href;
  }
  throw new Error("The provider did not send the browser back");
}

describeApi(
  "single sign-on",
  (api) => {
    beforeAll(async () => {
      await installFixture(api.db, recordsFixture(BASE).fixture);
    }, 60_000);

    /** The whole login: /connect/azure, the provider, back to /connect/azure/check. */
    const logIn = async (account: string) => {
      const start = await api.request("GET", "/api/connect/azure", { appHeader: false });
      expect(start.status).toBe(302);
      const flowCookie = start.setCookie.find((c) => c.startsWith("docket_sso="))?.split(";")[0] as string;
      expect(flowCookie).toBeTruthy();
      const authorize = new URL(String(start.headers.location));
      expect(authorize.origin).toBe(issuer);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      const back = new URL(await atProvider(authorize.href, account));
      const check = await api.request("GET", `${back.pathname}${back.search}`, {
        cookie: flowCookie,
        appHeader: false,
      });
      return check;
    };

    it("creates the user on the first login, gives a session and lands on /azure with the token data", async () => {
      const check = await logIn("ida");
      expect(check.status).toBe(303);
      const landing = new URL(String(check.headers.location), PUBLIC_URL);
      expect(landing.pathname).toBe("/azure");
      expect(landing.searchParams.get("username")).toBe("ida");
      expect(landing.searchParams.get("roles")?.split(",").sort()).toEqual(
        ["ROLE_ADMIN", "ROLE_AZURE_USER", "ROLE_USER"].sort(),
      );
      expect(Number(landing.searchParams.get("exp"))).toBeGreaterThan(
        Number(landing.searchParams.get("iat")),
      );
      // The session works for the API.
      const me = await api.request("GET", "/api/user/me", { cookie: check.sessionCookie });
      expect(me.status).toBe(200);
      expect(me.body.username ?? me.body.user?.username).toBe("ida");
      const [user] = await api.db.query<{ id: number; email: string; global_roles: string[] }>(
        "select id, email, global_roles from users where username = 'ida'",
      );
      expect(user?.email).toBe("ida@idp.test");
      expect(landing.searchParams.get("id")).toBe(String(user?.id));
      // The Sales claim made her a Manager of the environment.
      const roles = await api.db.query<{ name: string }>(
        `select r.name from environment_users eu join environment_user_roles eur on eur.environment_user_id = eu.id
           join roles r on r.id = eur.role_id where eu.user_id = $1 and eu.environment_id = $2`,
        [user?.id, BASE],
      );
      expect(roles.map((r) => r.name)).toEqual(["Managers"]);
    });

    it("finds the same user on the next login, with the roles the claims give now", async () => {
      const first = await logIn("otto");
      expect(first.status).toBe(303);
      const again = await logIn("otto");
      expect(again.status).toBe(303);
      const users = await api.db.query<{ id: number; global_roles: string[] }>(
        "select id, global_roles from users where email = 'otto@idp.test'",
      );
      expect(users).toHaveLength(1);
      expect(users[0]?.global_roles).toEqual(["ROLE_AZURE_USER"]);
      expect(new URL(String(again.headers.location), PUBLIC_URL).searchParams.get("roles")).toBe(
        "ROLE_USER,ROLE_AZURE_USER",
      );
    });

    it("keeps a provider's over-long names to the profile's 255 characters", async () => {
      const id = await ssoUser(api.db, "azure", provider, {
        sub: "long-names",
        given_name: "G".repeat(300),
        family_name: "F".repeat(300),
      });
      const [user] = await api.db.query<{ first: string; last: string }>(
        "select profile->>'first_name' as first, profile->>'last_name' as last from users where id = $1",
        [id],
      );
      expect([user?.first.length, user?.last.length]).toEqual([255, 255]);
    });

    it("refuses a way back without the login's state, and an unconfigured provider", async () => {
      const start = await api.request("GET", "/api/connect/azure", { appHeader: false });
      const back = new URL(await atProvider(String(start.headers.location), "ida"));
      const forged = await api.request("GET", `${back.pathname}${back.search}`, { appHeader: false });
      expect(forged.status).toBe(303);
      expect(forged.headers.location).toBe("/login?sso=failed");
      expect(forged.sessionCookie).toBeUndefined();
      expect((await api.request("GET", "/api/connect/google", { appHeader: false })).status).toBe(404);
    });
  },
  { publicUrl: PUBLIC_URL, sso: { azure: provider } },
);
