import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProviders } from "../AppProviders";
import { createQueryClient } from "../api/createQueryClient";

/** Renders one component with the app's providers and a router around it, at an address. */
export function renderWithProviders(ui: ReactNode, path = "/") {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
