// oidc-provider (a dev dependency, the local provider of the single sign-on tests) ships no types: the
// little the tests use.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  export interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
      },
    );
    listen(port: number): Server;
  }
}
