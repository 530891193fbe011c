// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { EDIT, recordBundle } from "../testing/recordBundle";
import { recordDetail, recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;
const HOBBY = 105;

/** The test entity with a text item "Hobby" on its Notes tab (position 2). */
function bundleWithHobby(): Bundle {
  const bundle = recordBundle() as unknown as { positions: { id: number; display_items: unknown[] }[] };
  bundle.positions
    .find((position) => position.id === 2)
    ?.display_items.push({
      id: HOBBY,
      view: "edit",
      rank: 5,
      col: 1,
      colspan: 6,
      rowspan: 1,
      translations: [{ culture: "en_GB", name: "Hobby" }],
      permissions_type: null,
      roles: [],
      settings: {},
      def_dossier_def_field: {
        id: 56,
        name: "hobby",
        obligatory: false,
        def_field: { id: 156, type: "text", settings: {} },
        def_field_lists: [],
      },
    });
  return bundle as unknown as Bundle;
}

function openRecord() {
  const puts: { position: string | null; body: Body }[] = [];
  let version = 3;
  server.use(
    ...platformHandlers(),
    ...recordHandlers(bundleWithHobby()),
    http.get("/api/contentdossier/500", () => HttpResponse.json(recordDetail({ version }))),
    http.put("/api/contentdossier/500", async ({ request }) => {
      puts.push({
        position: new URL(request.url).searchParams.get("displayPosition"),
        body: (await request.json()) as Body,
      });
      version += 1;
      return HttpResponse.json({ id: 500, summary: "Anna Jansen", version });
    }),
  );
  renderApp("/contentdossier/500");
  return puts;
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("saving a record", () => {
  it("sends PUT ?displayPosition={n} with that position's items only", async () => {
    const puts = openRecord();
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Anna Jansen");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ position: "1", body: { [EDIT.name]: "Anna Jansen", version: 3 } });
  });

  it("sends one PUT without a position when the changes lie on several tabs", async () => {
    const puts = openRecord();
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Anna Jansen");
    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /Hobby/ }), "Chess");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts).toEqual([
      { position: null, body: { [EDIT.name]: "Anna Jansen", [HOBBY]: "Chess", version: 3 } },
    ]);
  });
});
