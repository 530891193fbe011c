import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "../../../server/testing/spawnDocket";

/** The account the browser test logs in with at the local provider, in the CRM's "Sales" group. */
export const SSO_ACCOUNT = "sso.tester";
const CLAIMS = { email: "sso.tester@idp.test", given_name: "Sanne", family_name: "Single", roles: ["Sales"] };

export interface LocalOidcProvider {
  /** The settings `docket serve` reads to offer 'Log in with Microsoft' through this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An OpenID Connect provider on 127.0.0.1 (oidc-provider with its development login and consent pages), for
 * the single sign-on browser test: never the internet. Its "Sales" group gives the Sales manager role in the
 * demo CRM (environment 2000).
 */
export async function startLocalOidcProvider(docketUrl: string): Promise<LocalOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const client = { id: "docket-e2e", secret: "docket-e2e-secret-docket-e2e-secret-docket" };
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [`${docketUrl}/api/connect/azure/check`],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email"],
      profile: ["given_name", "family_name", "preferred_username", "roles"],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) =>
      sub === SSO_ACCOUNT
        ? { accountId: sub, claims: () => ({ sub, preferred_username: sub, ...CLAIMS }) }
        : undefined,
  });
  const server: Server = oidc.listen(port);
  return {
    env: {
      SSO_AZURE_ISSUER: issuer,
      SSO_AZURE_CLIENT_ID: client.id,
      SSO_AZURE_CLIENT_SECRET: client.secret,
      SSO_ROLE_MAP: JSON.stringify({ Sales: "2000:Sales manager" }),
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
