import { useEffect, useState } from "react";

/** True once `delay` milliseconds have passed since mounting. */
export function useAfter(delay: number): boolean {
  const [due, setDue] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return due;
}
