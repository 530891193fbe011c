import "@testing-library/jest-dom/vitest";
import "../../widgets/testing/editorDom";
import "./clickOnceTaken";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { preloadFormParts } from "../../widgets/preloadFormParts";
import { liveSocket } from "../modules/realtime/state/liveSocket";
import { openFakeSocket } from "./fakeLiveSocket";

// The parts forms load on first use are in before any test renders, as the app's shell fetches them at start.
await preloadFormParts();

// The first render of a lazily loaded page transforms its modules, which can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });
// Chakra UI renders a lot per keystroke in jsdom; typing through a whole form takes seconds.
vi.setConfig({ testTimeout: 30_000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// What jsdom lacks and Chakra UI's components ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom has no server to hold a live socket; the app gets a fake one tests can drive.
liveSocket.use(openFakeSocket);
