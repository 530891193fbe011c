import { setupServer } from "msw/node";

/**
 * msw for the app's tests: unknown calls fail the test. It listens during each test file and its handlers
 * reset after each test (app/testing/beforeEachFile.ts, so also in files that share a worker).
 */
export const server = setupServer();
