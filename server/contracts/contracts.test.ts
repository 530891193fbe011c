import { beforeAll, describe, expect, it } from "vitest";
import { Contract, check, Order, SubscriptionPlan } from "../../schemas";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { ALREADY_CANCELLED } from "./contracts";
import { SUBSCRIPTION_LIMIT_REACHED } from "./environmentAllowance";
import { CURRENT_PLAN, ORDER_CLOSED, ORDER_WAITING, USAGE_ABOVE_PLAN } from "./orders";

type LoggedIn = TestUser & { cookie: string };

describeApi("contracts, plans and orders", (api) => {
  const setup = setupApi(api);
  let admin: LoggedIn;
  let plain: LoggedIn;
  let starter: SubscriptionPlan;
  let pro: SubscriptionPlan;

  const plan = async (body: Record<string, unknown>) => {
    const response = await api.request("POST", "/api/subscriptionplan", { cookie: admin.cookie, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as SubscriptionPlan;
  };
  const contractAdmin = (name: string) => api.loggedInUser({ name, globalRoles: ["ROLE_CONTRACT_ADMIN"] });
  const order = (who: LoggedIn, planId: number) =>
    api.request("POST", "/api/order", { cookie: who.cookie, body: { plan: planId } });
  const decide = (who: LoggedIn, id: number, state: string) =>
    api.request("PATCH", `/api/order/${id}`, { cookie: who.cookie, body: { state } });
  const createEnvironment = (who: LoggedIn, name = api.unique("Contracted ")) =>
    api.request("POST", "/api/environment", {
      cookie: who.cookie,
      body: { name, description: "Within the contract", languages: ["en_GB"] },
    });
  /** A contract admin whose contract on the plan a super admin has confirmed. */
  const contracted = async (name: string, on: SubscriptionPlan) => {
    const user = await contractAdmin(name);
    const placed = await order(user, on.id);
    expect((await decide(admin, placed.body.id, "confirmed")).status).toBe(200);
    return user;
  };

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    plain = await api.loggedInUser({ name: "plain" });
    starter = await plan({
      name: api.unique("Starter "),
      max_environments: 1,
      max_users: 3,
      price_per_month: 9.5,
    });
    pro = await plan({
      name: api.unique("Pro "),
      description: "For growing teams",
      max_environments: 3,
      max_users: 25,
      price_per_month: 49,
    });
  });

  describe("plans", () => {
    it("are kept by super admins; contract admins see the active ones, cheapest first", async () => {
      expect(check(SubscriptionPlan, starter).ok).toBe(true);
      expect(pro).toMatchObject({ description: "For growing teams", price_per_month: 49, active: true });
      const retired = await plan({
        name: api.unique("Retired "),
        max_environments: 9,
        max_users: 9,
        price_per_month: 1,
      });
      const patched = await api.request("PATCH", `/api/subscriptionplan/${retired.id}`, {
        cookie: admin.cookie,
        body: { active: false, price_per_month: 2 },
      });
      expect(patched.body).toMatchObject({ id: retired.id, active: false, price_per_month: 2, max_users: 9 });

      const buyer = await contractAdmin("browsing");
      const offered = await api.request("GET", "/api/subscriptionplan", { cookie: buyer.cookie });
      const ids = offered.body.results.map((p: SubscriptionPlan) => p.id);
      expect(ids).toEqual(expect.arrayContaining([starter.id, pro.id]));
      expect(ids).not.toContain(retired.id);
      expect(ids.indexOf(starter.id)).toBeLessThan(ids.indexOf(pro.id));
      const all = await api.request("GET", "/api/subscriptionplan", { cookie: admin.cookie });
      expect(all.body.results.map((p: SubscriptionPlan) => p.id)).toContain(retired.id);
    });

    it("refuse others and bad input with the fields named", async () => {
      expect((await api.request("GET", "/api/subscriptionplan", { cookie: plain.cookie })).status).toBe(403);
      const buyer = await contractAdmin("not a seller");
      const body = { name: "Mine", max_environments: 1, max_users: 1, price_per_month: 1 };
      expect(
        (await api.request("POST", "/api/subscriptionplan", { cookie: buyer.cookie, body })).status,
      ).toBe(403);
      const empty = await api.request("POST", "/api/subscriptionplan", { cookie: admin.cookie, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toMatchObject({
        name: "This is a required field",
        max_environments: "This is a required field",
        max_users: "This is a required field",
        price_per_month: "This is a required field",
      });
      const negative = await api.request("POST", "/api/subscriptionplan", {
        cookie: admin.cookie,
        body: { ...body, max_users: -1, price_per_month: "free" },
      });
      expect(negative.status).toBe(400);
      expect(Object.keys(negative.body.errors).sort()).toEqual(["max_users", "price_per_month"]);
      const taken = await api.request("POST", "/api/subscriptionplan", {
        cookie: admin.cookie,
        body: { ...body, name: starter.name.toUpperCase() },
      });
      expect(taken.body).toEqual({ errors: { name: "This value is already used" } });
      expect(
        (
          await api.request("PATCH", "/api/subscriptionplan/999999", {
            cookie: admin.cookie,
            body: { active: false },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe("orders", () => {
    it("start a contract when a super admin confirms; the plan's environments are the limit", async () => {
      const buyer = await contractAdmin("newcomer");
      expect((await api.request("GET", "/api/contract/own", { cookie: buyer.cookie })).status).toBe(404);
      const usage = await api.request("GET", "/api/contract/own/usage", { cookie: buyer.cookie });
      expect(usage.body).toEqual({ environments: 0, users: 0, max_environments: null, max_users: null });

      const placed = await order(buyer, starter.id);
      expect(placed.status).toBe(201);
      expect(check(Order, placed.body).ok).toBe(true);
      expect(placed.body).toMatchObject({
        plan: { id: starter.id },
        previous_plan: null,
        price_per_month: 9.5,
        kind: "new",
        state: "placed",
        payment: "invoice",
        placed_by: { id: buyer.id, username: buyer.username },
        decided_at: null,
        decided_by: null,
      });
      expect((await order(buyer, pro.id)).body).toEqual({ errors: { plan: ORDER_WAITING } });

      // Only the one who placed it and super admins see it; only a super admin confirms it.
      const other = await contractAdmin("other buyer");
      expect(
        (await api.request("GET", `/api/order/${placed.body.id}`, { cookie: other.cookie })).status,
      ).toBe(404);
      expect((await decide(other, placed.body.id, "cancelled")).status).toBe(404);
      expect((await decide(buyer, placed.body.id, "confirmed")).status).toBe(403);
      const seen = await api.request("GET", `/api/order/${placed.body.id}`, { cookie: admin.cookie });
      expect(seen.body).toEqual(placed.body);
      const waiting = await api.request("GET", "/api/order?state=placed&limit=200", { cookie: admin.cookie });
      expect(waiting.body.results.map((o: Order) => o.id)).toContain(placed.body.id);

      const confirmed = await decide(admin, placed.body.id, "confirmed");
      expect(confirmed.body).toMatchObject({ state: "confirmed", decided_by: admin.username });
      expect(confirmed.body.decided_at).toEqual(expect.any(String));
      expect((await decide(admin, placed.body.id, "cancelled")).body).toEqual({
        errors: { state: ORDER_CLOSED },
      });

      const contract = await api.request("GET", "/api/contract/own", { cookie: buyer.cookie });
      expect(check(Contract, contract.body).ok).toBe(true);
      expect(contract.body).toMatchObject({
        user: { id: buyer.id },
        plan: { id: starter.id },
        ends_at: null,
        cancelled_at: null,
        expired: false,
      });
      expect((await order(buyer, starter.id)).body).toEqual({ errors: { plan: CURRENT_PLAN } });

      expect((await createEnvironment(buyer)).status).toBe(201);
      const second = await createEnvironment(buyer);
      expect(second.status).toBe(403);
      expect(second.body).toEqual({ message: SUBSCRIPTION_LIMIT_REACHED });
      const own = await api.request("GET", "/api/order", { cookie: buyer.cookie });
      expect(own.body.results.map((o: Order) => o.id)).toEqual([placed.body.id]);
    });

    it("move a contract up (the buyer may cancel a placed one), and refuse a plan the usage is above", async () => {
      const buyer = await contracted("grower", starter);
      const environment = (await createEnvironment(buyer)).body.id as number;
      const colleague = await api.createUser({ name: "colleague" });
      await setup.member(admin.cookie, colleague, environment, []);
      const usage = await api.request("GET", "/api/contract/own/usage", { cookie: buyer.cookie });
      expect(usage.body).toEqual({ environments: 1, users: 2, max_environments: 1, max_users: 3 });

      const first = await order(buyer, pro.id);
      expect(first.body).toMatchObject({
        kind: "upgrade",
        previous_plan: { id: starter.id },
        price_per_month: 49,
      });
      const cancelled = await decide(buyer, first.body.id, "cancelled");
      expect(cancelled.body).toMatchObject({ state: "cancelled", decided_by: buyer.username });
      expect((await api.request("GET", "/api/contract/own", { cookie: buyer.cookie })).body.plan.id).toBe(
        starter.id,
      );

      const again = await order(buyer, pro.id);
      expect((await decide(admin, again.body.id, "confirmed")).status).toBe(200);
      expect((await api.request("GET", "/api/contract/own", { cookie: buyer.cookie })).body.plan.id).toBe(
        pro.id,
      );
      expect((await createEnvironment(buyer)).status).toBe(201);
      // Two environments do not fit the starter plan any more.
      expect((await order(buyer, starter.id)).body).toEqual({ errors: { plan: USAGE_ABOVE_PLAN } });
    });

    it("refuse bad input and callers without a contract role", async () => {
      const buyer = await contractAdmin("careless");
      expect((await api.request("POST", "/api/order", { cookie: buyer.cookie, body: {} })).body).toEqual({
        errors: { plan: "This is a required field" },
      });
      expect((await order(buyer, 999_999)).body).toEqual({ errors: { plan: "This value is not valid" } });
      const body = { plan: "starter" };
      expect((await api.request("POST", "/api/order", { cookie: buyer.cookie, body })).status).toBe(400);
      expect((await order(admin, starter.id)).status).toBe(403);
      expect((await order(plain, starter.id)).status).toBe(403);
      expect((await api.request("GET", "/api/order", { cookie: plain.cookie })).status).toBe(403);
      expect((await api.request("GET", "/api/contract/own", { cookie: plain.cookie })).status).toBe(403);
      expect((await api.request("GET", "/api/order/1", {})).status).toBe(401);
      const placed = await order(buyer, starter.id);
      expect((await decide(admin, placed.body.id, "placed")).status).toBe(400);
      expect((await api.request("GET", "/api/order/abc", { cookie: admin.cookie })).status).toBe(404);
    });
  });

  describe("expiry", () => {
    it("a cancelled contract runs to the end of its month; once expired it stops new environments with 402", async () => {
      const buyer = await contracted("leaver", pro);
      const cancelled = await api.request("POST", "/api/contract/own/cancel", { cookie: buyer.cookie });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ expired: false, cancelled_at: expect.any(String) });
      const ends = Date.parse(cancelled.body.ends_at);
      expect(ends).toBeGreaterThan(Date.parse(cancelled.body.cancelled_at));
      expect(ends - Date.parse(cancelled.body.starts_at)).toBeLessThanOrEqual(32 * 24 * 3600 * 1000);
      expect((await api.request("POST", "/api/contract/own/cancel", { cookie: buyer.cookie })).body).toEqual({
        errors: { contract: ALREADY_CANCELLED },
      });

      await api.db.query("update contracts set ends_at = now() - interval '1 day' where user_id = $1", [
        buyer.id,
      ]);
      const flag = await api.request("GET", "/api/subscription/own/active", { cookie: buyer.cookie });
      expect(flag.body).toMatchObject({
        expired: true,
        subscription: { plan: { id: pro.id }, expired: true },
      });
      const refused = await createEnvironment(buyer);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ message: "subscription_expired" });

      // Ordering again and a super admin's confirmation continue it, month by month from now.
      const renewal = await order(buyer, pro.id);
      expect(renewal.body.kind).toBe("new");
      await decide(admin, renewal.body.id, "confirmed");
      const renewed = await api.request("GET", "/api/contract/own", { cookie: buyer.cookie });
      expect(renewed.body).toMatchObject({ expired: false, ends_at: null, cancelled_at: null });
      expect(Date.parse(renewed.body.starts_at)).toBeGreaterThan(Date.parse(cancelled.body.starts_at));
      expect((await createEnvironment(buyer)).status).toBe(201);
    });

    it("a contract admin without a contract has nothing expired", async () => {
      const buyer = await contractAdmin("uncontracted");
      const flag = await api.request("GET", "/api/subscription/own/active", { cookie: buyer.cookie });
      expect(flag.body).toEqual({ subscription: null, expired: false });
      expect((await api.request("POST", "/api/contract/own/cancel", { cookie: buyer.cookie })).status).toBe(
        404,
      );
    });
  });
});
