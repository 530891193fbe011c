import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { SOCKET_PATH } from "../realtime/attachRealtime";

export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

/**
 * The live-socket connections of a server: upgraded WebSockets and long-polling requests. Closing the
 * HTTP server waits for every connection, and these stay open as long as a tab does, so they are closed
 * first; the clients see their transport drop and reconnect, to another instance when there is one.
 */
export function trackLiveSockets(server: Server): { closeAll(): number } {
  const live = new Set<Socket>();
  const track = (socket: Socket) => {
    live.add(socket);
    socket.once("close", () => live.delete(socket));
  };
  server.on("upgrade", (_request, socket: Socket) => track(socket));
  server.on("request", (request, response) => {
    if (!request.url?.startsWith(`${SOCKET_PATH}/`)) return;
    // Only while the poll is pending: the kept-alive connection may carry an API request next.
    live.add(request.socket);
    response.once("close", () => live.delete(request.socket));
  });
  return {
    closeAll() {
      const count = live.size;
      for (const socket of live) socket.destroy();
      live.clear();
      return count;
    },
  };
}

export interface ShutdownOptions {
  app: FastifyInstance;
  liveSockets: { closeAll(): number };
  /** Closes what is left after the server (the database). */
  closeResources: () => Promise<void>;
  timeoutSeconds: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * Stops a serving process: no new connections, live sockets closed, every request in flight answered
 * (requests arriving on kept-alive connections meanwhile get 503 and Connection: close), connections closed
 * as they fall idle, then the database. Past `timeoutSeconds` the remaining connections are cut and the
 * process exits with 1.
 */
export async function shutDown(options: ShutdownOptions): Promise<void> {
  const { app, timeoutSeconds } = options;
  const log = options.log ?? ((line) => console.log(line));
  const exit = options.exit ?? ((code) => process.exit(code));
  const server = app.server;
  const deadline = setTimeout(() => {
    log(`Stopping took longer than ${timeoutSeconds} s: closing the connections still open and exiting.`);
    server.closeAllConnections();
    exit(1);
  }, timeoutSeconds * 1000);
  // A connection whose request was answered falls idle: close it then, not after the keep-alive. A socket
  // client that reconnected before the server stopped listening is closed again.
  const closer = setInterval(() => {
    server.closeIdleConnections();
    options.liveSockets.closeAll();
  }, 100);
  try {
    const closing = app.close();
    options.liveSockets.closeAll();
    await closing;
    await options.closeResources();
    clearTimeout(deadline);
    exit(0);
  } catch (error) {
    clearTimeout(deadline);
    log(`Stopping failed: ${(error as Error).message}`);
    exit(1);
  } finally {
    clearInterval(closer);
  }
}
