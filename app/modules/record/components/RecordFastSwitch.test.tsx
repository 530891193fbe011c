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
import { recordBundle } from "../testing/recordBundle";
import { recordDetail, recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;
const PERMISSION_EDIT = "You are not allowed to edit this item";

/** The test entity with fast_switch on the newsletter's show item (112). */
function fastSwitchBundle(): Bundle {
  const bundle = recordBundle() as unknown as { positions: { display_items: Body[] }[] };
  for (const position of bundle.positions)
    for (const entry of position.display_items)
      if (entry.id === 112) entry.settings = { ...(entry.settings as Body), fast_switch: true };
  return bundle as unknown as Bundle;
}

/** Opens record 500 with the edit credential as given; counts the PUTs a switch would send. */
function openRecord(mayEdit: boolean, archived = false, putStatus = 200) {
  const puts: Body[] = [];
  const positions: (string | null)[] = [];
  server.use(
    ...platformHandlers(),
    ...recordHandlers(fastSwitchBundle(), { edit: mayEdit }),
    http.get("/api/contentdossier/500", () => HttpResponse.json(recordDetail({ archived }))),
    http.put("/api/contentdossier/500", async ({ request }) => {
      puts.push((await request.json()) as Body);
      positions.push(new URL(request.url).searchParams.get("displayPosition"));
      if (putStatus !== 200)
        return HttpResponse.json({ message: "403_general_message" }, { status: putStatus });
      return HttpResponse.json({ id: 500, version: 4 });
    }),
  );
  renderApp("/contentdossier/500");
  return Object.assign(puts, { positions });
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the list fast switch on the record page", () => {
  it("is offered to a user who may edit the record, and saves with the item's display position", async () => {
    const puts = openRecord(true);
    await userEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    // One call per option switched on or off (spec 4): Yes on, No off.
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.positions).toEqual(["1", "1"]);
  });

  it.each([
    ["without the edit right", false, false],
    ["on an archived record", true, true],
  ])("is not offered %s: the value shows read-only", async (_case, mayEdit, archived) => {
    const puts = openRecord(mayEdit, archived);
    await screen.findByRole("heading", { name: /Anna de Vries/ });
    // The newsletter's value shows as text once the credential check has answered.
    await waitFor(() => expect(screen.getAllByText("No").length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Yes" })).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("says once that the save was refused when the server refuses both calls of one click", async () => {
    const puts = openRecord(true, false, 403);
    await userEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(puts).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText(PERMISSION_EDIT)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(PERMISSION_EDIT)).toHaveLength(1);
    expect(screen.queryByText("The item could not be saved")).not.toBeInTheDocument();
  });
});
