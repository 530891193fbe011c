import { useEffect, useRef } from "react";
import type { ServerToClientEvents } from "../../../../schemas";
import { useLiveSocket } from "../components/LiveSocketProvider";

/** Calls the latest handler for every event of this name while the component is mounted. */
export function useLiveEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const socket = useLiveSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event]);
}
