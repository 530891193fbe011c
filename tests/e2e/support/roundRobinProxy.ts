import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import httpProxy from "http-proxy";

/**
 * A small load balancer on loopback: each request and WebSocket upgrade goes to the next of the targets in
 * turn. A target that refuses a connection (its process is gone) is passed over for `downForMs`; the
 * request that found it gone gets 502, as from a real load balancer, and the client retries.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests (and upgrades) sent to each target, by target. */
  sent: Map<string, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[], downForMs = 5000): Promise<RoundRobinProxy> {
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  const sent = new Map(targets.map((target) => [target, 0]));
  const downUntil = new Map<string, number>();
  let turn = 0;
  const next = (): string => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[turn++ % targets.length] as string;
      if ((downUntil.get(target) ?? 0) <= Date.now()) return target;
    }
    return targets[turn++ % targets.length] as string;
  };
  const noteFailure = (target: string, error: Error) => {
    if ((error as { code?: string }).code === "ECONNREFUSED") downUntil.set(target, Date.now() + downForMs);
  };
  const route = () => {
    const target = next();
    sent.set(target, (sent.get(target) ?? 0) + 1);
    return target;
  };

  const server = createServer((request, response) => {
    const target = route();
    proxy.web(request, response, { target }, (error) => {
      noteFailure(target, error);
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("Bad gateway");
    });
  });
  server.on("upgrade", (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = route();
    proxy.ws(request, socket, head, { target }, (error) => {
      noteFailure(target, error);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
