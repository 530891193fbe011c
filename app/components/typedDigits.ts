/**
 * The digits typed into an input (at most `max`), shown in it at once. React puts a controlled input back
 * to its state after every change; Preact, which the built app renders on, does so only when the state
 * changes, so a refused letter after the same digits would stay on screen.
 */
export function typedDigits(input: HTMLInputElement, max = Number.POSITIVE_INFINITY): string {
  const digits = input.value.replace(/\D/g, "").slice(0, max);
  if (input.value !== digits) input.value = digits;
  return digits;
}
