import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../session/state/storageKeys";

/**
 * Whether the side menu is open: on wide screens as last saved (open at first), on narrow screens closed
 * at first, and there the saved status is cleared.
 */
export function useMenuOpen(narrow: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => !narrow && localStorage.getItem(STORAGE_KEYS.menu) !== "closed");
  useEffect(() => {
    if (narrow) {
      localStorage.removeItem(STORAGE_KEYS.menu);
      setOpen(false);
    } else {
      setOpen(localStorage.getItem(STORAGE_KEYS.menu) !== "closed");
    }
  }, [narrow]);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!narrow) localStorage.setItem(STORAGE_KEYS.menu, next ? "open" : "closed");
    },
    [narrow],
  );
  return [open, change];
}
