/** The colour of the idle countdown ring, changing at 120, 60 and 30 seconds left. */
export function countdownColor(secondsLeft: number): string {
  if (secondsLeft <= 30) return "red.500";
  if (secondsLeft <= 60) return "orange.500";
  if (secondsLeft <= 120) return "yellow.500";
  return "teal.500";
}
