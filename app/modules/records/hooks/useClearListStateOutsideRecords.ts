import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { listStateStorage } from "../state/listStateStorage";

const RECORD_PAGES = /^\/(defdossier|contentdossier)\//;
const watched = new WeakSet<object>();

/**
 * Forgets the saved list states once the user leaves the record pages (spec 2: cleared when leaving record
 * pages). Watches the router from the first list on, also while the user is on a record's detail page.
 */
export function useClearListStateOutsideRecords() {
  const router = useRouter();
  useEffect(() => {
    if (watched.has(router)) return;
    watched.add(router);
    router.subscribe("onResolved", ({ toLocation }) => {
      if (!RECORD_PAGES.test(toLocation.pathname)) listStateStorage.clear();
    });
  }, [router]);
}
