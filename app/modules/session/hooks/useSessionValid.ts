import { useEffect, useReducer } from "react";
import { EXPIRY_MARGIN_MS } from "../state/sessionTimes";
import { isTokenValid } from "../utils/isTokenValid";
import { useToken } from "./useToken";

/** Whether the stored session is valid now; turns false by itself at the moment it expires. */
export function useSessionValid(): boolean {
  const token = useToken();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const valid = isTokenValid(token);
  useEffect(() => {
    if (!token || !valid) return;
    // setTimeout cannot wait longer than about 24.8 days; a check then is as good.
    const wait = Math.min(token.exp * 1000 - EXPIRY_MARGIN_MS - Date.now() + 1, 2 ** 31 - 1);
    const timer = setTimeout(tick, wait);
    return () => clearTimeout(timer);
  }, [token, valid]);
  return valid;
}
