// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";

const LATE = "00000000-0000-4000-8000-00000000000a";
const BIG = "00000000-0000-4000-8000-00000000000b";

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("an entity's menu queries", () => {
  it("show under the entity, by rank, each opening the entity's list filtered by its query", async () => {
    server.use(
      ...platformHandlers({
        entities: [
          entity(10, "Clients", {
            settings: {
              query_settings: {
                default_query: null,
                menu_queries: [
                  { rank: 2, queryUuid: LATE, name: "Late payers" },
                  { rank: 1, queryUuid: BIG, name: "Big clients" },
                ],
              },
            },
          }),
          entity(20, "Plans"),
        ],
      }),
    );
    renderApp("/");
    const menu = within(await screen.findByRole("navigation", { name: "Menu" }));
    await menu.findByRole("link", { name: "Big clients" });
    const names = menu.getAllByRole("link").map((link) => link.textContent);
    expect(names.slice(names.indexOf("Clients"), names.indexOf("Clients") + 4)).toEqual([
      "Clients",
      "Big clients",
      "Late payers",
      "Plans",
    ]);
    expect(menu.getByRole("link", { name: "Big clients" })).toHaveAttribute(
      "href",
      `/defdossier/10?dossierQuery=${BIG}`,
    );
    expect(menu.getByRole("link", { name: "Late payers" })).toHaveAttribute(
      "href",
      `/defdossier/10?dossierQuery=${LATE}`,
    );
  });
});
