import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** msw for the app's tests: unknown calls fail the test; handlers reset after each. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
