// @vitest-environment jsdom
import "../../../testing/setup";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { createElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CompiledItem } from "../../../../engine";
import { createQueryClient } from "../../../api/createQueryClient";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { useWidgetServices } from "./useWidgetServices";

const linkItem = { id: 9, link: { childDefDossierId: 31 } } as unknown as CompiledItem;
const fileItem = { id: 8, link: null } as unknown as CompiledItem;

beforeEach(() => {
  currentEnvironment.set(1000);
});

/** The hook with a query client of its own (it reads the logged-in user). */
function renderServices(options?: Parameters<typeof useWidgetServices>[0], client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useWidgetServices(options), { wrapper });
}

describe("useWidgetServices", () => {
  it("searches records of the link's child entity and remembers their labels", async () => {
    const asked: URL[] = [];
    server.use(
      http.get("/api/contentdossier", ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          results: [
            { id: 5, summary: "Eikenhof" },
            { id: 6, summary: null },
          ],
        });
      }),
    );
    const { result } = renderServices();
    const found = await result.current.links?.search(linkItem, " eik ");
    expect(found).toEqual([
      { id: 5, label: "Eikenhof" },
      { id: 6, label: "#6" },
    ]);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      defDossier: "31",
      limit: "25",
      summary: "eik",
    });
    expect(result.current.resolve?.("record", 5)).toBe("Eikenhof");
  });

  it("searches the environment's users by name and labels them by their names", async () => {
    const asked: URL[] = [];
    server.use(
      http.get("/api/user", ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          results: [{ id: 3, username: "anna", profile: { first_name: "Anna", last_name: "de Vries" } }],
        });
      }),
    );
    const { result } = renderServices();
    expect(await result.current.users?.search("an")).toEqual([{ id: 3, label: "Anna de Vries" }]);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      environment: "1000",
      limit: "25",
      name: "an",
    });
    expect(result.current.resolve?.("user", 3)).toBe("Anna de Vries");
  });

  it("uploads files as data URLs into the environment; detaching is left to the record's save", async () => {
    const bodies: unknown[] = [];
    const detached: string[] = [];
    server.use(
      http.post("/api/file", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 77, filename: "a.txt" }, { status: 201 });
      }),
      http.delete("/api/file/*", ({ params }) => {
        detached.push(String(params[0]));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderServices({ recordId: 500, canDetach: true });
    const files = result.current.files;
    const stored = await files?.upload(fileItem, [new File(["hi"], "a.txt", { type: "text/plain" })]);
    expect(stored).toEqual([{ id: 77, filename: "a.txt" }]);
    expect(bodies).toEqual([{ environment: 1000, name: "a.txt", file: "data:text/plain;base64,aGk=" }]);
    expect(result.current.resolve?.("file", 77)).toBe("a.txt");
    expect(files?.downloadUrl(77)).toBe("/api/file/77/download");
    expect(files?.canDetach).toBe(true);
    expect(detached).toEqual([]);
  });

  it("uses the labels a record answered with", () => {
    const labels = new Map([["user:4", "Bob"]]);
    const { result } = renderServices({ labels });
    expect(result.current.resolve?.("user", 4)).toBe("Bob");
    expect(result.current.resolve?.("user", 5)).toBeUndefined();
  });

  it("names the logged-in user (a new record's default_current_user) before any search", async () => {
    tokenStore.set(tokenFor("daan"));
    server.use(
      http.get("/api/user/me", () =>
        HttpResponse.json({
          id: 1,
          username: "daan",
          profile: { first_name: "Daan", preposition: "van", last_name: "Leeuwen" },
          roles: [],
          super_admin: false,
          contract_admin: false,
          environments: [],
        }),
      ),
    );
    const { result } = renderServices();
    await waitFor(() => expect(result.current.resolve?.("user", 1)).toBe("Daan van Leeuwen"));
  });

  it("passes the tiles' credit line on, and says when the server has no tiles at all", () => {
    const client = createQueryClient();
    client.setQueryData(["appConfig"], {
      mapTileUrl: "https://t/{z}/{x}/{y}.png",
      mapTileAttribution: "© OSM",
    });
    const withTiles = renderServices({ tileUrl: "https://t/{z}/{x}/{y}.png" }, client).result.current;
    expect(withTiles.tileAttribution).toBe("© OSM");
    expect(withTiles.tilesUnset).toBeUndefined();
    const none = createQueryClient();
    none.setQueryData(["appConfig"], { mapTileUrl: null, mapTileAttribution: null });
    expect(renderServices({}, none).result.current.tilesUnset).toBe(true);
  });

  it("lets holders of the file-delete credential detach files, and not other members", async () => {
    const meWith = (credentials: string[]) =>
      http.get("/api/user/me", () =>
        HttpResponse.json({
          id: 1,
          username: "clerk",
          roles: [],
          super_admin: false,
          contract_admin: false,
          environments: [
            { id: 1000, name: "Zorg", active: true, environment_admin: false, roles: [], credentials },
          ],
        }),
      );
    tokenStore.set(tokenFor("clerk", ["ROLE_USER"]));
    server.use(meWith(["kedo.file.delete"]));
    const holder = renderServices().result;
    await waitFor(() => expect(holder.current.files?.canDetach).toBe(true));
    server.use(meWith([]));
    tokenStore.set({ ...tokenFor("other", ["ROLE_USER"]), user_id: 2 });
    const other = renderServices().result;
    // Once the member is known (their name resolves), still no detach.
    await waitFor(() => expect(other.current.resolve?.("user", 1)).toBe("clerk"));
    expect(other.current.files?.canDetach).toBe(false);
  });
});
