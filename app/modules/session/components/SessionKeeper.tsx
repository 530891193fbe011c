import { Box } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { TokenData } from "../../../../schemas";
import { useSessionValid } from "../hooks/useSessionValid";
import { useToken } from "../hooks/useToken";
import { createIdleTimer, type IdleTimer } from "../idle/createIdleTimer";
import type { IdleState } from "../idle/IdleState";
import { idleTimesFor } from "../idle/idleTimesFor";
import { CHECK_INTERVAL_MS } from "../state/sessionTimes";
import { endIdleSession } from "../utils/endIdleSession";
import { logout } from "../utils/logout";
import { renewSession } from "../utils/renewSession";
import { IdlePrompt } from "./IdlePrompt";
import { ReloginModal } from "./ReloginModal";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart", "scroll"] as const;

/**
 * Keeps the session of the logged-in pages: renews the token every 5 minutes and on focus and activity,
 * warns after 10 idle minutes, ends the session at 15 and then asks to log in again over the blurred app.
 */
export function SessionKeeper({
  children,
  idleMinutes = null,
}: {
  children: ReactNode;
  /** The strictest idle time of the user's environments' security policies (GET /user/me). */
  idleMinutes?: number | null;
}) {
  const token = useToken();
  const valid = useSessionValid();
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState<IdleState>({ status: "active" });
  const timer = useRef<IdleTimer | null>(null);
  const previousStatus = useRef<IdleState["status"]>("active");
  const lastUser = useRef<TokenData | null>(token);
  if (token) lastUser.current = token;

  useEffect(() => {
    const idleTimer = createIdleTimer({ onChange: setIdle, ...idleTimesFor(idleMinutes) });
    timer.current = idleTimer;
    idleTimer.start();
    const onActivity = () => {
      idleTimer.activity();
      void renewSession();
    };
    const onFocus = () => void renewSession();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener("focus", onFocus);
    const interval = setInterval(() => void renewSession(), CHECK_INTERVAL_MS);
    void renewSession();
    return () => {
      idleTimer.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener("focus", onFocus);
      clearInterval(interval);
    };
  }, [idleMinutes]);

  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = idle.status;
    // Coming back from the prompt renews the token at once.
    if (before === "prompt" && idle.status === "active") void renewSession(true);
    if (idle.status === "timedOut" && before !== "timedOut") void endIdleSession();
  }, [idle.status]);

  const loggedInAgain = (next: TokenData) => {
    if (lastUser.current && lastUser.current.user_id !== next.user_id) {
      // Someone else: nothing of the previous user's pages may stay.
      window.location.assign("/environment");
      return;
    }
    timer.current?.reset();
    void queryClient.invalidateQueries();
  };

  return (
    <>
      <Box
        filter={valid ? undefined : "blur(6px)"}
        transition="filter 0.2s"
        aria-hidden={valid ? undefined : true}
        data-testid="app-frame"
      >
        {children}
      </Box>
      {valid && idle.status === "prompt" && (
        <IdlePrompt
          secondsLeft={idle.secondsLeft}
          onStay={() => timer.current?.activity()}
          onLogout={() => void logout()}
        />
      )}
      {!valid && (
        <ReloginModal
          username={lastUser.current?.username}
          onLoggedIn={loggedInAgain}
          onLogout={() => void logout()}
        />
      )}
    </>
  );
}
