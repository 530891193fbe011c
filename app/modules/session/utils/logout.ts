import { logoutCall } from "../api/logoutCall";
import { STORAGE_KEYS } from "../state/storageKeys";
import { tokenStore } from "../state/tokenStore";

/** Clears Docket's local storage, keeping as last visit the issue time of the session that ends. */
export function clearSessionStorage(): void {
  const token = tokenStore.get();
  const lastVisit = token ? token.iat * 1000 : Number(localStorage.getItem(STORAGE_KEYS.lastVisit)) || 0;
  tokenStore.clear();
  localStorage.clear();
  if (lastVisit > 0) localStorage.setItem(STORAGE_KEYS.lastVisit, String(lastVisit));
}

/** Ends the session: tells the server (a failure does not stop it), clears storage and goes to /. */
export async function logout(go: (path: string) => void = (path) => window.location.assign(path)) {
  try {
    await logoutCall();
  } catch {
    // The session ends here whatever the server says.
  }
  clearSessionStorage();
  go("/");
}
