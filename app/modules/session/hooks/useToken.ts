import { useSyncExternalStore } from "react";
import type { TokenData } from "../../../../schemas";
import { tokenStore } from "../state/tokenStore";

const get = () => tokenStore.get();

/** The stored token data; re-renders when this or another tab logs in, renews or logs out. */
export function useToken(): TokenData | null {
  return useSyncExternalStore(tokenStore.subscribe, get, get);
}
