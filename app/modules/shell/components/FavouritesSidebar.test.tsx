// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../../components/Toaster";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import type { Favourite } from "../api/listFavourites";
import { FavouritesSidebar } from "./FavouritesSidebar";

const LONG = "Jansen-van der Berg, Annemarie Wilhelmina Cornelia (Amsterdam)";

/** 23 favourites: Client 1 to 22 and one with a long summary; record ids from 101. */
function favourites(): Favourite[] {
  const list: Favourite[] = Array.from({ length: 22 }, (_, i) => ({
    id: i + 1,
    content_dossier_id: 101 + i,
    summary: `Client ${i + 1}`,
  }));
  list.splice(1, 0, { id: 50, content_dossier_id: 150, summary: LONG });
  return list;
}

/** The server's GET /favorite (search in the summary, pages by limit) and DELETE /dossier/{id}/favorite. */
async function serve(stored = favourites()) {
  const lists: URL[] = [];
  const deleted: string[] = [];
  server.use(
    http.get("/api/favorite", ({ request }) => {
      const url = new URL(request.url);
      lists.push(url);
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const limit = Number(url.searchParams.get("limit"));
      const page = Number(url.searchParams.get("page"));
      const found = stored.filter((favourite) => favourite.summary?.toLowerCase().includes(search));
      return HttpResponse.json({
        results: found.slice((page - 1) * limit, page * limit),
        pager: { current: page, pages: Math.ceil(found.length / limit), items: found.length, limit },
      });
    }),
    http.delete("/api/dossier/:id/favorite", ({ params }) => {
      deleted.push(String(params.id));
      stored.splice(
        stored.findIndex((favourite) => String(favourite.content_dossier_id) === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithProviders(
    <>
      <FavouritesSidebar environmentId={1000} />
      <Toaster />
    </>,
  );
  const sidebar = await screen.findByRole("complementary", { name: "Favorites" });
  return { lists, deleted, sidebar };
}

const linkTexts = (sidebar: HTMLElement) =>
  within(sidebar)
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("the favourites sidebar", () => {
  it("lists the first 10 as links to the records, summaries cut at 50 characters", async () => {
    const { lists, sidebar } = await serve();
    const first = await within(sidebar).findByRole("link", { name: "Client 1" });
    expect(first).toHaveAttribute("href", "/contentdossier/101");
    expect(within(sidebar).getAllByRole("link")).toHaveLength(10);
    const long = within(sidebar).getByTitle(LONG);
    expect(long).toHaveAttribute("href", "/contentdossier/150");
    expect(long.textContent).toHaveLength(50);
    expect(long.textContent?.endsWith("…")).toBe(true);
    expect(Object.fromEntries(lists[0]?.searchParams ?? [])).toEqual({
      environment: "1000",
      limit: "10",
      page: "1",
    });
  });

  it("searches once typing pauses, from the first page", async () => {
    const { lists, sidebar } = await serve();
    await within(sidebar).findByRole("link", { name: "Client 1" });
    await userEvent.click(within(sidebar).getByRole("button", { name: "Page 2" }));
    await within(sidebar).findByRole("link", { name: "Client 10" });

    await userEvent.type(within(sidebar).getByRole("searchbox", { name: "Search" }), "client 2");
    await waitFor(() =>
      expect(linkTexts(sidebar)).toEqual(["Client 2", "Client 20", "Client 21", "Client 22"]),
    );
    const searches = lists.filter((url) => url.searchParams.has("search"));
    // Not one call per key: the 200 ms pause comes only at the end.
    expect(searches.length).toBeLessThan("client 2".length);
    expect(Object.fromEntries(searches.at(-1)?.searchParams ?? [])).toEqual({
      environment: "1000",
      limit: "10",
      page: "1",
      search: "client 2",
    });
    expect(within(sidebar).queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();

    await userEvent.clear(within(sidebar).getByRole("searchbox", { name: "Search" }));
    await userEvent.type(within(sidebar).getByRole("searchbox", { name: "Search" }), "nobody");
    expect(await within(sidebar).findByText("No items found")).toBeInTheDocument();
  });

  it("pages through the favourites with the pager", async () => {
    const { lists, sidebar } = await serve();
    await within(sidebar).findByRole("link", { name: "Client 1" });
    const pager = within(sidebar).getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByRole("button", { name: "Page 3" })).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(linkTexts(sidebar)).toEqual(["Client 20", "Client 21", "Client 22"]));
    expect(lists.at(-1)?.searchParams.get("page")).toBe("3");
    await userEvent.click(within(pager).getByRole("button", { name: "Previous page" }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get("page")).toBe("2"));
    expect(await within(sidebar).findByRole("link", { name: "Client 10" })).toBeInTheDocument();
  });

  it("removes a favourite with DELETE /dossier/{id}/favorite and reads the list again", async () => {
    const { lists, deleted, sidebar } = await serve();
    await within(sidebar).findByRole("link", { name: "Client 3" });
    const asked = lists.length;
    await userEvent.click(within(sidebar).getByRole("button", { name: "Remove Client 3" }));
    await waitFor(() => expect(deleted).toEqual(["103"]));
    await waitFor(() =>
      expect(within(sidebar).queryByRole("link", { name: "Client 3" })).not.toBeInTheDocument(),
    );
    expect(lists.length).toBeGreaterThan(asked);
    // The next favourite moves up from page 2.
    expect(within(sidebar).getByRole("link", { name: "Client 10" })).toBeInTheDocument();
    expect(await screen.findByText("Removed from favorites")).toBeInTheDocument();
  });

  it("says so when the favourites cannot be read", async () => {
    server.use(http.get("/api/favorite", () => HttpResponse.json({ message: "no" }, { status: 500 })));
    renderWithProviders(<FavouritesSidebar environmentId={1000} />);
    const sidebar = await screen.findByRole("complementary", { name: "Favorites" });
    expect(
      await within(sidebar).findByText("Something went wrong", {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
