/**
 * Runs a bench's `main`: exits 2 when it gives no result within the deadline (a hung browser or server must
 * not hold CI), 1 when it fails, and otherwise as `main` left the process (its exit code).
 */
export function runWithDeadline(name: string, deadlineMs: number, main: () => Promise<unknown>): void {
  const deadline = setTimeout(() => {
    console.error(`${name}: no result within ${deadlineMs / 1000} s`);
    process.exit(2);
  }, deadlineMs);
  main()
    .then(() => clearTimeout(deadline))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
