import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../session/state/storageKeys";

const savedOpen = () => localStorage.getItem(STORAGE_KEYS.menu) !== "closed";

/**
 * Whether the side menu is open: on wide screens as last saved (open at first); on narrow screens closed
 * at first, and there the saved status is cleared; where space is short (up to 768 px, narrow screens
 * included), closed at first, and a choice made there is not saved.
 */
export function useMenuOpen(narrow: boolean, short: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => !short && savedOpen());
  useEffect(() => {
    if (narrow) localStorage.removeItem(STORAGE_KEYS.menu);
    setOpen(!short && savedOpen());
  }, [narrow, short]);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!short) localStorage.setItem(STORAGE_KEYS.menu, next ? "open" : "closed");
    },
    [short],
  );
  return [open, change];
}
