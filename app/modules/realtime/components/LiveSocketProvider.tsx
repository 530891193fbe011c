import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { t } from "../../../../locales";
import { toaster } from "../../../components/toaster";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { useToken } from "../../session/hooks/useToken";
import { type LiveSocket, liveSocket } from "../state/liveSocket";

const LiveSocketContext = createContext<LiveSocket | null>(null);

/**
 * One live socket while a user is logged in (spec 2, section 7): it joins the chosen environment, again after
 * every environment switch, and tells the user once when it cannot connect.
 */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const username = useToken()?.username;
  const environmentId = useCurrentEnvironmentId();
  const [socket, setSocket] = useState<LiveSocket | null>(null);

  useEffect(() => {
    if (!username) return;
    const opened = liveSocket.open();
    opened.once("connect_error", () =>
      toaster.create({ type: "error", title: t("Error managing socket connection.") }),
    );
    setSocket(opened);
    return () => {
      opened.removeAllListeners();
      opened.close();
      setSocket(null);
    };
  }, [username]);

  useEffect(() => {
    if (!socket || environmentId === null) return;
    const join = () => socket.emit("environment:join", { environmentId });
    if (socket.connected) join();
    socket.on("connect", join);
    return () => {
      socket.off("connect", join);
    };
  }, [socket, environmentId]);

  return <LiveSocketContext.Provider value={socket}>{children}</LiveSocketContext.Provider>;
}

/** The live socket, or null before login and outside the shell. */
export function useLiveSocket(): LiveSocket | null {
  return useContext(LiveSocketContext);
}
