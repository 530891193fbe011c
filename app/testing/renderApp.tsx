import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { AppProviders } from "../AppProviders";
import { createQueryClient } from "../api/createQueryClient";
import { routeTree } from "../router/routeTree";

/** Renders the whole app (routes, providers) at an address, as a browser opening it would. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, history, context: { queryClient } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, history, queryClient };
}
