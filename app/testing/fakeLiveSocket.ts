import type { LiveSocket } from "../modules/realtime/state/liveSocket";

type Handler = (...args: unknown[]) => void;

/** A live socket without a server: tests read what the app sent and play what the server would send. */
export class FakeLiveSocket {
  connected = true;
  closed = false;
  readonly sent: [string, unknown][] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  once(event: string, handler: Handler): this {
    const wrapper: Handler = (...args) => {
      this.off(event, wrapper);
      handler(...args);
    };
    return this.on(event, wrapper);
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push([event, payload]);
    return this;
  }

  close(): this {
    this.closed = true;
    this.connected = false;
    return this;
  }

  /** What the server sends: every handler of the event is called. */
  receive(event: string, payload?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
}

/** The sockets the app opened in this test file, newest last. */
export const fakeSockets: FakeLiveSocket[] = [];

export function openFakeSocket(): LiveSocket {
  const socket = new FakeLiveSocket();
  fakeSockets.push(socket);
  return socket as unknown as LiveSocket;
}
