import { STORAGE_KEYS } from "../../session/state/storageKeys";

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.environment || event.key === null) notify();
  });
}

/** The environment the user works in, kept in local storage. */
export const currentEnvironment = {
  get(): number | null {
    const id = Number(localStorage.getItem(STORAGE_KEYS.environment));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  set(id: number | null): void {
    if (id === null) localStorage.removeItem(STORAGE_KEYS.environment);
    else localStorage.setItem(STORAGE_KEYS.environment, String(id));
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets listeners: test files that share a worker start from none. */
  resetForTests(): void {
    listeners.clear();
  },
};
