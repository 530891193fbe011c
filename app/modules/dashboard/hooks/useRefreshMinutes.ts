import { useState } from "react";
import { DEFAULT_REFRESH_MINUTES, REFRESH_MINUTES } from "../utils/gridLayout";

const storage = { key: "docket.dashboardRefresh" };

/** The dashboard's refresh interval in minutes, kept in local storage (1, 5, 15 or 30; 30 by default). */
export function useRefreshMinutes(): [number, (minutes: number) => void] {
  const [minutes, setMinutes] = useState(() => {
    const stored = Number(localStorage.getItem(storage.key));
    return (REFRESH_MINUTES as readonly number[]).includes(stored) ? stored : DEFAULT_REFRESH_MINUTES;
  });
  return [
    minutes,
    (next) => {
      localStorage.setItem(storage.key, String(next));
      setMinutes(next);
    },
  ];
}
