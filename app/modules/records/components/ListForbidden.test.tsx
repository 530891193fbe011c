// @vitest-environment jsdom
import "../../../testing/setup";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { recordBundle } from "../../record/testing/recordBundle";
import { recordDetail, recordHandlers } from "../../record/testing/recordHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, listHandlers } from "../testing/listHandlers";

const FORBIDDEN = () => HttpResponse.json({ message: "403_general_message" }, { status: 403 });
const MESSAGE = "You do not have permission to view this";

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("a list the user may not see", () => {
  it.each([
    ["its entity", `/api/defdossier/${ENTITY}/bundle`],
    ["its records", "/api/contentdossier"],
  ])("says 403_general_message in an info alert, without Retry, when %s is refused", async (_case, path) => {
    const { handlers } = listHandlers();
    server.use(http.get(path, FORBIDDEN), ...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("still offers Retry when the list failed for another reason", async () => {
    const { handlers } = listHandlers({ listStatus: 500 });
    server.use(...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("says 403_general_message for an embedded list of an entity without the show right", async () => {
    const bundle = recordBundle() as unknown as { positions: { id: number; display_items: unknown[] }[] };
    bundle.positions
      .find((position) => position.id === 1)
      ?.display_items.push({
        id: 117,
        view: "show",
        rank: 90,
        col: 1,
        colspan: 12,
        rowspan: 1,
        translations: [{ culture: "en_GB", name: "Visits" }],
        permissions_type: null,
        roles: [],
        settings: {},
        def_dossier_link: {
          id: 60,
          name: "visits",
          type_of_link: "embeddedList",
          child_def_dossier_id: 20,
          settings: { multiple: true },
        },
      });
    server.use(
      http.get("/api/defdossier/20/bundle", FORBIDDEN),
      http.get("/api/defdossier/20", FORBIDDEN),
      http.get("/api/contentdossier", FORBIDDEN),
      http.get("/api/contentdossier/500", () => HttpResponse.json(recordDetail())),
      ...platformHandlers(),
      ...recordHandlers(bundle as unknown as Bundle),
    );
    renderApp("/contentdossier/500");
    expect(await screen.findByText(MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});
