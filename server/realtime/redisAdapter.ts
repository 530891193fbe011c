import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Server } from "socket.io";

/**
 * Puts the live socket on Redis (the socket.io Redis adapter): events sent to a room reach its sockets on
 * every server process, and fetchSockets asks all of them, so presence is the same everywhere. Answers
 * how to disconnect. Redis going away is logged; ioredis reconnects by itself.
 */
export async function connectRedisAdapter(
  io: Server,
  options: { url: string; key: string; log: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  const publisher = new Redis(options.url, { lazyConnect: true });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: Error) => options.log.warn({ err: error }, "Redis connection error"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  io.adapter(createAdapter(publisher, subscriber, { key: options.key }));
  return async () => {
    await Promise.all([publisher.quit(), subscriber.quit()]);
  };
}
