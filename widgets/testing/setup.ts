import "@testing-library/jest-dom/vitest";
import "./editorDom";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { preloadFormParts } from "../preloadFormParts";

// The parts forms load on first use are in before any test renders, as the app's shell fetches them at start.
await preloadFormParts();

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Whole forms of Chakra components take seconds to mount in jsdom on a busy machine; 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no ResizeObserver; Chakra's popovers watch their size with one once open.
if (typeof globalThis.ResizeObserver === "undefined" && typeof window !== "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
