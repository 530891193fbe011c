import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { notFound } from "../http/errors";
import { setSessionCookie } from "../session/routes";
import { createSession, tokenData } from "../session/sessions";
import { SSO_PROVIDERS, type SsoProvider, type SsoProviderName } from "./ssoConfig";
import { ssoUser } from "./ssoUsers";

/** The login's secrets between the redirect and the way back: state, nonce and the PKCE verifier. */
const FLOW_COOKIE = "docket_sso";
const FLOW_SECONDS = 600;

/** Plain http only for a provider on this machine (tests, development); anywhere else https. */
const isLocal = (issuer: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(issuer);

/** The provider's discovered configuration, read once per process. */
const discovered = new Map<string, Promise<oidc.Configuration>>();
function configurationOf(provider: SsoProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    found = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      isLocal(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A provider that was down is asked again next time.
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

interface Flow {
  provider: SsoProviderName;
  state: string;
  nonce: string;
  verifier: string;
}

function providerOf(config: ServerConfig, name: string): { name: SsoProviderName; provider: SsoProvider } {
  const provider = (SSO_PROVIDERS as readonly string[]).includes(name)
    ? config.sso?.[name as SsoProviderName]
    : undefined;
  if (!provider) throw notFound();
  return { name: name as SsoProviderName, provider };
}

const redirectUri = (config: ServerConfig, name: string) => `${config.publicUrl}/api/connect/${name}/check`;

function readFlow(request: FastifyRequest): Flow | undefined {
  try {
    const flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? "") as Flow;
    return typeof flow.state === "string" && typeof flow.verifier === "string" ? flow : undefined;
  } catch {
    return undefined;
  }
}

const ProviderParams = Type.Object({ provider: Type.Union(SSO_PROVIDERS.map((p) => Type.Literal(p))) });

/**
 * Single sign-on through OpenID Connect (spec 1-platform: GET /connect/azure and /connect/google): the
 * browser goes to the provider (authorization code with PKCE, state and nonce), comes back to
 * /connect/{provider}/check, gets a session (a ROLE_AZURE_USER, roles from the role claim) and lands on
 * the app's /azure page with the token data in the query, as the spec has it.
 */
export function ssoRoutes(app: FastifyInstance, db: Database, config: ServerConfig): void {
  const failed = (reply: FastifyReply) => reply.redirect("/login?sso=failed", 303);

  app.get<{ Params: { provider: SsoProviderName } }>(
    "/api/connect/:provider",
    { config: { public: true }, schema: { params: ProviderParams } },
    async (request, reply) => {
      const { name, provider } = providerOf(config, request.params.provider);
      const configuration = await configurationOf(provider);
      const flow: Flow = {
        provider: name,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(config, name),
        scope: "openid profile email",
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: "/api/connect",
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        maxAge: FLOW_SECONDS,
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get<{ Params: { provider: SsoProviderName } }>(
    "/api/connect/:provider/check",
    { config: { public: true }, schema: { params: ProviderParams } },
    async (request, reply) => {
      const { name, provider } = providerOf(config, request.params.provider);
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: "/api/connect" });
      if (!flow || flow.provider !== name) return failed(reply);
      let claims: Record<string, unknown> | undefined;
      try {
        const configuration = await configurationOf(provider);
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${redirectUri(config, name)}${query}`),
          { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce },
        );
        claims = tokens.claims() as Record<string, unknown> | undefined;
      } catch (error) {
        request.log.warn({ err: error }, "single sign-on refused");
        return failed(reply);
      }
      if (!claims) return failed(reply);
      const userId = await ssoUser(db, name, provider, claims);
      const [user] = await db.query<{ active: boolean }>("select active from users where id = $1", [userId]);
      if (!user?.active) return failed(reply);
      const userAgent = request.headers["user-agent"];
      const { token, session } = await createSession(db, {
        userId,
        ttlSeconds: config.sessionTtlSeconds,
        maxAgeSeconds: config.sessionMaxAgeSeconds,
        address: request.ip,
        ...(userAgent ? { userAgent } : {}),
      });
      setSessionCookie(reply, config, token, session);
      const data = tokenData(session);
      const landing = new URLSearchParams({
        username: data.username,
        iat: String(data.iat),
        exp: String(data.exp),
        id: String(data.user_id),
        roles: data.roles.join(","),
      });
      return reply.redirect(`/azure?${landing}`, 303);
    },
  );
}
