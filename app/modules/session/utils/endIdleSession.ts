import { logoutCall } from "../api/logoutCall";
import { STORAGE_KEYS } from "../state/storageKeys";
import { tokenStore } from "../state/tokenStore";

/**
 * The idle limit was reached: the server forgets the session and the token data goes, but the page,
 * the environment and the other settings stay for the re-login.
 */
export async function endIdleSession(): Promise<void> {
  const token = tokenStore.get();
  if (token) localStorage.setItem(STORAGE_KEYS.lastVisit, String(token.iat * 1000));
  tokenStore.clear();
  try {
    await logoutCall();
  } catch {
    // The session ends here whatever the server says.
  }
}
