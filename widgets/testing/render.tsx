import { type RenderOptions, render as renderBare } from "@testing-library/react";
import type { ReactElement } from "react";
import { WidgetsProvider } from "../theme/WidgetsProvider";

/** Testing Library's render inside the WidgetsProvider, as the app renders forms; rerender keeps it. */
export function render(ui: ReactElement, options: Omit<RenderOptions, "wrapper"> = {}) {
  return renderBare(ui, { wrapper: WidgetsProvider, ...options });
}
