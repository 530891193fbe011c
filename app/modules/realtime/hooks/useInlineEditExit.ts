import { useEffect } from "react";
import { useLiveSocket } from "../components/LiveSocketProvider";

/**
 * Sends 'dossier:exit' when an inline edit mounts (spec 2-records, live socket events): editing a record
 * from a list leaves the presence of whatever record page was joined before.
 */
export function useInlineEditExit(): void {
  const socket = useLiveSocket();
  useEffect(() => {
    socket?.emit("dossier:exit");
  }, [socket]);
}
