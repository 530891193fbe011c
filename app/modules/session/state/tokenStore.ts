import type { TokenData } from "../../../../schemas";
import { STORAGE_KEYS } from "./storageKeys";

type Listener = () => void;

const listeners = new Set<Listener>();
let cachedText: string | null = null;
let cachedToken: TokenData | null = null;

function parse(text: string | null): TokenData | null {
  if (text === cachedText) return cachedToken;
  cachedText = text;
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    cachedToken =
      value && typeof value === "object" && "exp" in value && "iat" in value ? (value as TokenData) : null;
  } catch {
    cachedToken = null;
  }
  return cachedToken;
}

const notify = () => {
  for (const listener of [...listeners]) listener();
};

if (typeof window !== "undefined") {
  // Another tab logged in, renewed or logged out.
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) notify();
  });
}

/** The session's token data (username, user_id, roles, iat, exp) kept in local storage and shared by tabs. */
export const tokenStore = {
  get(): TokenData | null {
    return parse(localStorage.getItem(STORAGE_KEYS.token));
  },
  set(token: TokenData): void {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
    notify();
  },
  /** Keeps the rest of the token data and takes the renewed issue and expiry times. */
  renew(times: Pick<TokenData, "iat" | "exp">): void {
    const token = this.get();
    if (token) this.set({ ...token, iat: times.iat, exp: times.exp });
  },
  clear(): void {
    if (localStorage.getItem(STORAGE_KEYS.token) === null) return;
    localStorage.removeItem(STORAGE_KEYS.token);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets listeners and the parsed token: test files that share a worker start from none. */
  resetForTests(): void {
    listeners.clear();
    cachedText = null;
    cachedToken = null;
  },
};
