import { afterAll, afterEach, beforeAll, vi } from "vitest";

// Vitest runs this before every file of the app project (setupFiles), even when files share a worker and
// its modules (isolate: false): hooks registered here apply to each file, and what the previous file left
// behind is reset. The files without a DOM (node environment) need none of it.
if (typeof window !== "undefined") {
  // The shims and settings of the shared setup stay in the worker's window once made.
  await import("./setup");
  const { resetAppState } = await import("./resetAppState");
  const { server } = await import("./server");
  const { cleanup } = await import("@testing-library/react");

  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetAppState();

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    server.resetHandlers();
  });
  afterAll(async () => {
    // A part a test started to load lazily and did not wait for must arrive while this file runs: the
    // worker cannot fetch modules for a file that has ended, and React's lazy keeps the failure for the next.
    await vi.dynamicImportSettled();
    server.close();
  });
}
