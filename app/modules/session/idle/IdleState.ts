/** Where the user is in the idle cycle: working, being warned (with the seconds left), or timed out. */
export type IdleState =
  | { status: "active" }
  | { status: "prompt"; secondsLeft: number }
  | { status: "timedOut" };
