import fc from "fast-check";
import { beforeAll, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { asJson, expectWellAnswered, mutations, oddPathId } from "../testing/badInput";

const RUNS = { numRuns: 40 };

const idOr = (id: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(String(id)) }, { weight: 1, arbitrary: oddPathId });

describeApi("bad input to the plan and order writes", (api) => {
  let admin: TestUser & { cookie: string };
  let buyer: TestUser & { cookie: string };
  let planId: number;
  let orderId: number;
  const send = (method: "POST" | "PATCH", url: string, body: unknown, cookie: string) =>
    api.request(method, url, { cookie, ...asJson(body) });

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "seller", globalRoles: ["ROLE_ADMIN"] });
    buyer = await api.loggedInUser({ name: "buyer", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
    const plan = await send(
      "POST",
      "/api/subscriptionplan",
      { name: "Odd", max_environments: 2, max_users: 5, price_per_month: 10 },
      admin.cookie,
    );
    planId = plan.body.id;
    orderId = (await send("POST", "/api/order", { plan: planId }, buyer.cookie)).body.id;
  });

  it("answers POST and PATCH /api/subscriptionplan below 500, with errors on a 400", async () => {
    let n = 0;
    const create = fc.constant(null).chain(() => {
      n += 1;
      return mutations({
        name: `Plan ${n}`,
        description: "d",
        max_environments: 1,
        max_users: 1,
        price_per_month: 1.5,
        active: true,
      });
    });
    await fc.assert(
      fc.asyncProperty(create, async (body) => {
        expectWellAnswered(await send("POST", "/api/subscriptionplan", body, admin.cookie), body);
      }),
      RUNS,
    );
    const patch = mutations({ name: "Odd", max_users: 6, price_per_month: 12, active: true });
    await fc.assert(
      fc.asyncProperty(patch, idOr(planId), async (body, id) => {
        expectWellAnswered(await send("PATCH", `/api/subscriptionplan/${id}`, body, admin.cookie), {
          body,
          id,
        });
      }),
      RUNS,
    );
  });

  it("answers POST /api/order and PATCH /api/order/{id} below 500, with errors on a 400", async () => {
    await fc.assert(
      fc.asyncProperty(mutations({ plan: planId }), async (body) => {
        expectWellAnswered(await send("POST", "/api/order", body, buyer.cookie), body);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(mutations({ state: "cancelled" }), idOr(orderId), async (body, id) => {
        // The buyer, who may only cancel: a confirmation is refused with 403, a decided order with 400.
        expectWellAnswered(await send("PATCH", `/api/order/${id}`, body, buyer.cookie), { body, id });
      }),
      RUNS,
    );
  });
});
