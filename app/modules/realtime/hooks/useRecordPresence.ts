import { useEffect, useState } from "react";
import type { PresentUser } from "../../../../schemas";
import { useToken } from "../../session/hooks/useToken";
import { useLiveSocket } from "../components/LiveSocketProvider";
import { useLiveEvent } from "./useLiveEvent";

/** The other users looking at this record now (spec 2, the detail page's presence indicator). */
export function useRecordPresence(dossierId: number): PresentUser[] {
  const socket = useLiveSocket();
  const me = useToken()?.user_id;
  const [users, setUsers] = useState<PresentUser[]>([]);

  useEffect(() => {
    if (!socket) return;
    const join = () => socket.emit("dossier:join", { dossierId });
    if (socket.connected) join();
    socket.on("connect", join);
    return () => {
      socket.off("connect", join);
      socket.emit("dossier:exit");
      setUsers([]);
    };
  }, [socket, dossierId]);

  useLiveEvent("dossier:users", (update) => {
    if (update.dossierId === dossierId) setUsers(update.users.filter((user) => user.id !== me));
  });
  return users;
}
