import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../session/passwords";
import { seedDemo } from "../setup/seedDemo";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { contractOfUser, usageOfUser } from "./contracts";
import { DEMO_CONTRACT_ADMIN } from "./seedDemoContracts";

describe("the demo's contracts", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("pglite");
  }, 60_000);
  afterAll(() => test?.dispose());

  it("holds plans and a contract admin on the Starter plan, seeded once", async () => {
    const result = await seedDemo(test.db, { password: "demo password" });
    expect(result.users).toContain(DEMO_CONTRACT_ADMIN);
    const plans = await test.db.query<{ name: string; max_environments: number }>(
      "select name, max_environments from subscription_plans order by price_per_month",
    );
    expect(plans.map((p) => p.name)).toEqual(["Starter", "Team", "Business"]);
    const [user] = await test.db.query<{ id: number; global_roles: string[]; password_hash: string }>(
      "select id, global_roles, password_hash from users where username = $1",
      [DEMO_CONTRACT_ADMIN],
    );
    expect(user?.global_roles).toEqual(["ROLE_CONTRACT_ADMIN"]);
    expect(await verifyPassword(user?.password_hash, "demo password")).toBe(true);
    const contract = await contractOfUser(test.db, user?.id ?? 0);
    expect(contract).toMatchObject({ plan: { name: "Starter" }, expired: false, ends_at: null });
    // Room to create the environment the plan allows.
    expect(await usageOfUser(test.db, user?.id ?? 0)).toEqual({ environments: 0, users: 0 });

    expect(await seedDemo(test.db)).toEqual({ environments: [], users: [] });
    const [count] = await test.db.query<{ n: number }>("select count(*)::int as n from subscription_plans");
    expect(count?.n).toBe(3);
  }, 120_000);
});
