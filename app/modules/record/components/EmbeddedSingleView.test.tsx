// @vitest-environment jsdom
import "../../../testing/setup";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { CompiledItem } from "../../../../engine";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { listedRecord } from "../../records/testing/listHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { recordBundle } from "../testing/recordBundle";
import { recordDetail, recordHandlers } from "../testing/recordHandlers";
import { EmbeddedSingleView } from "./EmbeddedSingleView";

const CHILD_ENTITY = 10;

/** A link item set to show its one linked record inline. */
function singleViewItem(multiple = false): CompiledItem {
  return {
    id: 70,
    link: {
      id: 7,
      name: "partner",
      typeOfLink: "select",
      childDefDossierId: CHILD_ENTITY,
      backLinkId: null,
      multiple,
    },
    settings: { embedded_single_view: true },
  } as unknown as CompiledItem;
}

function serve(linkedIds: number[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...platformHandlers(),
    ...recordHandlers(recordBundle()),
    http.get("/api/contentdossier", ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const results = linkedIds.map((id) => listedRecord(id, "Anna", "de Vries"));
      return HttpResponse.json({
        results,
        aggregations: [],
        pager: { current: 1, pages: 1, items: results.length, limit: 2 },
      });
    }),
    http.get("/api/contentdossier/500", () => HttpResponse.json(recordDetail())),
  );
  return asked;
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("embedded single view", () => {
  it("shows the one linked record in the child entity's show view, with a way to open it", async () => {
    const asked = serve([500]);
    renderWithProviders(<EmbeddedSingleView item={singleViewItem()} parent={{ id: 42 }} />);
    const link = await screen.findByRole("link", { name: "Open" });
    expect(link).toHaveAttribute("href", "/contentdossier/500");
    expect(screen.getAllByText("Anna de Vries").length).toBeGreaterThan(0);
    expect(asked[0]?.get("dossierId")).toBe("42");
    expect(asked[0]?.get("linkId")).toBe("7");
    expect(asked[0]?.get("defDossier")).toBe(String(CHILD_ENTITY));
  });

  it("warns when more than one record is linked", async () => {
    serve([500, 501]);
    renderWithProviders(<EmbeddedSingleView item={singleViewItem()} parent={{ id: 42 }} />);
    expect(
      await screen.findByText("You cannot convert a multiselect to an embedded view"),
    ).toBeInTheDocument();
  });

  it("refuses a multi-select link without asking the server", async () => {
    const asked = serve([500]);
    renderWithProviders(<EmbeddedSingleView item={singleViewItem(true)} parent={{ id: 42 }} />);
    expect(await screen.findByText("A embedded view can only contain one link")).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("says so when nothing is linked", async () => {
    serve([]);
    renderWithProviders(<EmbeddedSingleView item={singleViewItem()} parent={{ id: 42 }} />);
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });
});
