// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entityKeys } from "../modules/designer/api/entityKeys";
import { currentEnvironment } from "../modules/environment/state/currentEnvironment";
import { ENTITY, listBundle, listHandlers } from "../modules/records/testing/listHandlers";
import { tokenStore } from "../modules/session/state/tokenStore";
import { platformHandlers } from "../testing/platformHandlers";
import { renderApp } from "../testing/renderApp";
import { server } from "../testing/server";
import { tokenFor } from "../testing/tokenFor";

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("a records route's loader", () => {
  it("fetches the entity's bundle under the key the page reads, and the page then asks for it no more", async () => {
    const bundleRequests: string[] = [];
    const { handlers } = listHandlers();
    server.use(
      http.get(`/api/defdossier/${ENTITY}/bundle`, ({ request }) => {
        bundleRequests.push(new URL(request.url).searchParams.get("locale") ?? "");
        return HttpResponse.json(listBundle());
      }),
      ...platformHandlers(),
      ...handlers,
    );
    const { router, queryClient } = renderApp("/");
    // Preloading runs the loader, as a hover over a link to the list does, without showing the page.
    await router.preloadRoute({ to: "/defdossier/$id", params: { id: String(ENTITY) } });
    await waitFor(() => expect(queryClient.getQueryData(entityKeys.bundle(ENTITY, "en_GB"))).toBeDefined());
    expect(bundleRequests).toEqual(["en_GB"]);

    await router.navigate({ to: "/defdossier/$id", params: { id: String(ENTITY) } });
    expect(await screen.findByRole("table", { name: "Contacts" })).toBeInTheDocument();
    expect(bundleRequests).toEqual(["en_GB"]);
  });
});
