/** Whether an error comes from loading a part of the app that is no longer there (a new release). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|ChunkLoadError|Loading chunk|preload CSS/i.test(
    message,
  );
}
