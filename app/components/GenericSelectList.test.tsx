// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { server } from "../testing/server";
import { GenericSelectList } from "./GenericSelectList";

interface Query {
  id: number;
  name: string;
}

const ALL: Query[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: index % 2 === 0 ? `Open cases ${index + 1}` : `Closed cases ${index + 1}`,
}));

/** Answers like the server: 1-based pages of `limit`, filtered by search. */
function queryHandlers(requests: URLSearchParams[]) {
  return [
    http.get("/api/dossierquery", ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const limit = Number(params.get("limit"));
      const page = Number(params.get("page"));
      const search = (params.get("search") ?? "").toLowerCase();
      const found = ALL.filter((query) => query.name.toLowerCase().includes(search));
      return HttpResponse.json({
        results: found.slice((page - 1) * limit, page * limit),
        pager: { current: page, pages: Math.ceil(found.length / limit), items: found.length, limit },
      });
    }),
    http.get("/api/dossierquery/:id", ({ params }) =>
      HttpResponse.json(ALL.find((query) => query.id === Number(params.id))),
    ),
  ];
}

function Harness(props: {
  initial?: number | null;
  onChange?: (id: number | null) => void;
  onEdit?: () => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <GenericSelectList<Query>
      url="/dossierquery"
      params={{ defDossier: 10 }}
      label="Condition query"
      value={value}
      labelOf={(query) => query.name}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
      {...(props.onEdit ? { onEdit: props.onEdit } : {})}
    />
  );
}

const options = () => screen.queryAllByRole("option").map((option) => option.textContent);

describe("GenericSelectList", () => {
  it("pages by 10 with Load more, and chooses an item", async () => {
    const requests: URLSearchParams[] = [];
    server.use(...queryHandlers(requests));
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByRole("button", { name: "Condition query: Choose" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ defDossier: "10", limit: "10", page: "1" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(options()).toHaveLength(20));
    expect(requests.at(-1)?.get("page")).toBe("2");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(options()).toHaveLength(23));
    // The last page: nothing more to load.
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("option", { name: "Closed cases 22" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(22));
    expect(screen.getByRole("button", { name: "Condition query: Closed cases 22" })).toBeInTheDocument();
  });

  it("searches 300 ms after typing pauses, from the first page, and says when nothing is found", async () => {
    const requests: URLSearchParams[] = [];
    server.use(...queryHandlers(requests));
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole("button", { name: "Condition query: Choose" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(options()).toHaveLength(20));
    const before = requests.length;
    await userEvent.type(screen.getByRole("combobox", { name: "Condition query: Search" }), "closed");
    await waitFor(() => expect(options()).toHaveLength(10));
    // One call for the whole word, not one per key.
    const searches = requests.slice(before);
    expect(searches.map((params) => params.get("search"))).toEqual(["closed"]);
    expect(searches[0]?.get("page")).toBe("1");
    expect(options().every((name) => name?.startsWith("Closed"))).toBe(true);

    await userEvent.clear(screen.getByRole("combobox", { name: "Condition query: Search" }));
    await userEvent.type(
      screen.getByRole("combobox", { name: "Condition query: Search" }),
      "nothing like it",
    );
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });

  it("shows the chosen item's label from {url}/{id}, edits and clears it", async () => {
    server.use(...queryHandlers([]));
    const onChange = vi.fn();
    const onEdit = vi.fn();
    renderWithProviders(<Harness initial={5} onChange={onChange} onEdit={onEdit} />);
    expect(await screen.findByRole("button", { name: "Condition query: Open cases 5" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole("button", { name: "Condition query: Choose" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
  });

  it("works by keyboard as a combobox: arrows, Home/End, Enter picks without submitting, Escape closes", async () => {
    server.use(...queryHandlers([]));
    const user = userEvent.setup();
    const onChange = vi.fn();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={submitted}>
        <Harness onChange={onChange} />
      </form>,
    );
    const toggle = await screen.findByRole("button", { name: "Condition query: Choose" });
    toggle.focus();
    await user.keyboard("{Enter}");
    const search = await screen.findByRole("combobox", { name: "Condition query: Search" });
    await waitFor(() => expect(search).toHaveFocus());
    await waitFor(() => expect(options()).toHaveLength(10));
    const active = () => document.getElementById(search.getAttribute("aria-activedescendant") ?? "");
    await user.keyboard("{ArrowDown}");
    expect(active()).toHaveTextContent("Open cases 1");
    await user.keyboard("{End}");
    expect(active()).toHaveTextContent("Closed cases 10");
    await user.keyboard("{Home}{ArrowDown}");
    expect(active()).toHaveTextContent("Closed cases 2");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2));
    expect(submitted).not.toHaveBeenCalled();
    const chosen = await screen.findByRole("button", { name: "Condition query: Closed cases 2" });
    await waitFor(() => expect(chosen).toHaveFocus());

    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Condition query: Search" })).toHaveFocus(),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("combobox")).toBeNull());
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
