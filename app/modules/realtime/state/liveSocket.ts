import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../../../../schemas";

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The server's socket.io path, on the app's own origin so the session cookie goes along. */
const SOCKET_PATH = "/socket.io";

// The spec's connection does not reconnect by itself; a new login or page load opens a new one.
let create = (): LiveSocket => io({ path: SOCKET_PATH, transports: ["websocket"], reconnection: false });

/** Opens the live socket; tests put a fake in its place with `use`. */
export const liveSocket = {
  open: (): LiveSocket => create(),
  use(factory: () => LiveSocket): void {
    create = factory;
  },
};
