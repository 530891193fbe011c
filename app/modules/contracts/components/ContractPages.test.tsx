// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Order } from "../../../../schemas";
import { me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { tokenStore } from "../../session/state/tokenStore";
import { contractOn, contractServer, plan } from "../testing/contractHandlers";

const starter = plan(1, "Starter", { max_environments: 1, max_users: 10, price_per_month: 20 });
const solo = plan(2, "Solo", { max_environments: 1, max_users: 2, price_per_month: 5 });
const team = plan(3, "Team", { max_environments: 3, max_users: 30, price_per_month: 60 });
const carla = me({
  id: 5,
  username: "carla",
  roles: ["ROLE_USER", "ROLE_CONTRACT_ADMIN"],
  super_admin: false,
  contract_admin: true,
});

function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 77,
    uuid: "order-77",
    plan: team,
    previous_plan: starter,
    price_per_month: 60,
    kind: "upgrade",
    state: "placed",
    payment: "invoice",
    placed_at: "2026-04-01T09:30:00Z",
    placed_by: { id: 5, username: "carla" },
    decided_at: null,
    decided_by: null,
    ...overrides,
  };
}

const asContractAdmin = (options: Parameters<typeof contractServer>[0]) => {
  tokenStore.set(tokenFor("carla", ["ROLE_USER", "ROLE_CONTRACT_ADMIN"]));
  const fake = contractServer(options);
  server.use(...platformHandlers({ user: carla }), ...fake.handlers);
  return fake;
};

const asSuperAdmin = (options: Parameters<typeof contractServer>[0]) => {
  tokenStore.set(tokenFor());
  const fake = contractServer(options);
  server.use(...platformHandlers(), ...fake.handlers);
  return fake;
};

beforeEach(() => {
  tokenStore.set(tokenFor());
});

describe("/upgrade", () => {
  it("shows the plans beside the current plan and usage, and an order of one leads to the order", async () => {
    const fake = asContractAdmin({
      plans: [solo, starter, team],
      contract: contractOn(starter),
      usage: { environments: 1, users: 4 },
    });
    renderApp("/upgrade");
    const current = await screen.findByRole("article", { name: "Starter" });
    expect(within(current).getByText("Current plan")).toBeInTheDocument();
    expect(within(current).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByTestId("current-plan")).toHaveTextContent("Starter");
    expect(screen.getByText("1 of 1")).toBeInTheDocument();
    expect(screen.getByText("4 of 10")).toBeInTheDocument();
    expect(screen.getByText(/paid by invoice, and a super admin confirms it/)).toBeInTheDocument();

    // Four users do not fit a plan for two.
    const tooSmall = screen.getByRole("article", { name: "Solo" });
    expect(within(tooSmall).getByRole("button", { name: "Choose Solo" })).toBeDisabled();
    expect(
      within(tooSmall).getByText("Your environments or users are more than this plan allows"),
    ).toBeInTheDocument();

    const bigger = screen.getByRole("article", { name: "Team" });
    expect(within(bigger).getByText("3 environments")).toBeInTheDocument();
    expect(within(bigger).getByText("30 users")).toBeInTheDocument();
    expect(within(bigger).getByText(/60\.00 per month/)).toBeInTheDocument();
    await userEvent.click(within(bigger).getByRole("button", { name: "Choose Team" }));

    expect(await screen.findByRole("heading", { name: "Order 900" })).toBeInTheDocument();
    expect(fake.state.requests).toEqual([{ plan: 3 }]);
    // The heading shows at once, the order's details once the order has been read.
    expect(await screen.findByTestId("order-plan")).toHaveTextContent("Team");
    expect(screen.getByTestId("order-state")).toHaveTextContent("Placed");
    expect(screen.getByText("Upgrade (from Starter)")).toBeInTheDocument();
    expect(screen.getByText("By invoice")).toBeInTheDocument();
    expect(screen.getByText("carla")).toBeInTheDocument();
    // A contract admin may cancel the order, not confirm it.
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm order" })).not.toBeInTheDocument();
  });

  it("points to an order that waits for confirmation instead of offering another", async () => {
    asContractAdmin({ plans: [starter, team], contract: contractOn(starter), orders: [placedOrder()] });
    renderApp("/upgrade");
    const link = await screen.findByRole("link", { name: "View order Team" });
    expect(link).toHaveAttribute("href", "/order/77");
    expect(screen.getByRole("button", { name: "Choose Team" })).toBeDisabled();
  });

  it("offers a first contract to a contract admin without one, and says when it has expired", async () => {
    asContractAdmin({ plans: [starter, team], contract: null, usage: { environments: 0, users: 0 } });
    const first = renderApp("/upgrade");
    expect(
      await screen.findByText("You have no contract yet. Choose a plan to order one."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Starter" })).toBeEnabled();
    expect(screen.getAllByText("0 of no limit")).toHaveLength(2);
    first.unmount();

    asContractAdmin({
      plans: [starter, team],
      contract: contractOn(starter, { expired: true, ends_at: "2026-03-31T10:00:00Z" }),
    });
    renderApp("/upgrade");
    expect(await screen.findByText("Your subscription has expired")).toBeInTheDocument();
    // The expired plan may be ordered again.
    expect(screen.getByRole("button", { name: "Choose Starter" })).toBeEnabled();
  });

  it("tells others that plans are ordered by contract admins", async () => {
    asSuperAdmin({ plans: [starter], contract: null });
    renderApp("/upgrade");
    expect(await screen.findByText("Plans are ordered by contract admins.")).toBeInTheDocument();
  });
});

describe("/order/{id}", () => {
  it("lets a super admin confirm a placed order", async () => {
    const fake = asSuperAdmin({
      plans: [starter, team],
      contract: contractOn(starter),
      orders: [placedOrder()],
    });
    renderApp("/order/77");
    await userEvent.click(await screen.findByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(screen.getByTestId("order-state")).toHaveTextContent("Confirmed"));
    expect(fake.state.requests).toEqual([{ state: "confirmed" }]);
    expect(fake.state.contract?.plan.name).toBe("Team");
    expect(screen.getByText("Confirmed by")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("lets the contract admin cancel their placed order", async () => {
    const fake = asContractAdmin({
      plans: [starter, team],
      contract: contractOn(starter),
      orders: [placedOrder()],
    });
    renderApp("/order/77");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(screen.getByTestId("order-state")).toHaveTextContent("Cancelled"));
    expect(fake.state.requests).toEqual([{ state: "cancelled" }]);
    expect(screen.getByRole("link", { name: "Back to the plans" })).toHaveAttribute("href", "/upgrade");
  });

  it("says the server's refusal of an order decided meanwhile", async () => {
    const closed = placedOrder({ id: 78 });
    const fake = asSuperAdmin({ plans: [starter, team], contract: null, orders: [closed] });
    renderApp("/order/78");
    const confirm = await screen.findByRole("button", { name: "Confirm order" });
    // Someone else decided it meanwhile.
    fake.state.orders[0] = { ...closed, state: "cancelled" };
    await userEvent.click(confirm);
    expect(await screen.findByText("This order is no longer open")).toBeInTheDocument();
  });

  it("says 'Item not found' for an order that does not exist", async () => {
    asSuperAdmin({ plans: [], contract: null });
    renderApp("/order/12345");
    expect(await screen.findByText("Item not found")).toBeInTheDocument();
  });
});

describe("/subscriptions for a contract admin", () => {
  it("shows the contract and links to /upgrade", async () => {
    asContractAdmin({ plans: [starter, team], contract: contractOn(starter) });
    renderApp("/subscriptions");
    expect(await screen.findByRole("heading", { name: "Your contract" })).toBeInTheDocument();
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Starter");
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/upgrade");
  });
});

describe("the expired modal", () => {
  it("tells a contract admin whose contract has expired, once, with the way to /upgrade", async () => {
    asContractAdmin({
      plans: [starter],
      contract: contractOn(starter, { expired: true, ends_at: "2026-03-31T10:00:00Z" }),
    });
    renderApp("/colleagues");
    // The first render of a test file loads the app's chunks: generous under load.
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Your subscription has expired" },
      { timeout: 30_000 },
    );
    expect(within(dialog).getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/upgrade");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("stays away while the contract runs", async () => {
    const fake = asContractAdmin({ plans: [starter], contract: contractOn(starter) });
    renderApp("/colleagues");
    await screen.findByRole("heading", { name: "Colleagues" }, { timeout: 30_000 });
    // The shell asked, and the answer opened nothing.
    await waitFor(() => expect(fake.state.activeChecks).toBe(1));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
