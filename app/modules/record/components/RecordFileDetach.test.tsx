// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
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
import { itemInfo, recordDetail, recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;
const EDIT_FILES = 131;
const SHOW_FILES = 132;

function fileItem(id: number, view: string) {
  return {
    id,
    view,
    rank: 90,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: "Attachments" }],
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: {
      id: 72,
      name: "attachments",
      obligatory: false,
      def_field: { id: 172, type: "file", settings: { multiple: true } },
      def_field_lists: [],
    },
  };
}

function bundleWithFiles(): Bundle {
  const bundle = recordBundle() as unknown as { positions: { type: string; display_items: unknown[] }[] };
  bundle.positions
    .find((position) => position.type === "main_content")
    ?.display_items.push(fileItem(EDIT_FILES, "edit"), fileItem(SHOW_FILES, "show"));
  return bundle as unknown as Bundle;
}

/** Record 500 holding contract.pdf (900) and photo.png (901); every PUT and file DELETE is kept. */
function openRecord() {
  const puts: Body[] = [];
  const deletes: string[] = [];
  const base = recordDetail();
  const record = recordDetail({
    items: [...base.items, itemInfo(SHOW_FILES, "f72", "Attachments", "file")],
    content: { ...base.content, [SHOW_FILES]: [900, 901] },
    formatted: { ...base.formatted, [SHOW_FILES]: "contract.pdf, photo.png" },
  });
  server.use(
    ...platformHandlers(),
    ...recordHandlers(bundleWithFiles()),
    http.get("/api/contentdossier/500", () => HttpResponse.json(record)),
    http.put("/api/contentdossier/500", async ({ request }) => {
      puts.push((await request.json()) as Body);
      return HttpResponse.json({ id: 500, summary: "Anna de Vries", version: 4 });
    }),
    http.delete("/api/file/*", ({ request }) => {
      deletes.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderApp("/contentdossier/500");
  return { puts, deletes };
}

async function detachContract() {
  await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
  const contract = (await screen.findByRole("link", { name: "contract.pdf" })).closest("li") as HTMLElement;
  await userEvent.click(within(contract).getByRole("button", { name: "Detach" }));
  await userEvent.click(within(contract).getByRole("button", { name: "Yes" }));
  await waitFor(() => expect(screen.queryByRole("link", { name: "contract.pdf" })).not.toBeInTheDocument());
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("detaching a file on the record page", () => {
  it("is undone by Cancel: nothing is sent and the file stays", async () => {
    const { puts, deletes } = openRecord();
    await detachContract();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("link", { name: "contract.pdf" })).toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(deletes).toEqual([]);
  });

  it("is saved with the edit: the PUT carries the files left", async () => {
    const { puts, deletes } = openRecord();
    await detachContract();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ [EDIT_FILES]: [901] });
    expect(deletes).toEqual([]);
  });

  it("previews the image file", async () => {
    openRecord();
    const preview = await screen.findByRole("img", { name: "photo.png" });
    expect(preview).toHaveAttribute("src", "/api/file/901/download");
  });
});
