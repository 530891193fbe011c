/**
 * The window's requestAnimationFrame, replaced by one whose state a new test file can reset.
 *
 * jsdom runs animation frames on a Node interval it starts when a first frame is asked for and stops when
 * none is left. A file whose fake timers take setInterval but not requestAnimationFrame (the session
 * keeper's) makes jsdom start that interval on the fake clock; once the real timers are back, the interval
 * never fires and, frames still pending, jsdom never starts another: no frame runs again in that window.
 * Zag (Chakra UI) waits for frames to restore focus, to let go of a closed dialog or popover and to forget
 * a dismissed layer (its module-level layer stack then takes every click outside as inside a closing
 * layer), so every file after it in a shared worker failed on Escape, closing dialogs and focus.
 */

/** A frame at 60 Hz. */
export const FRAME_MS = 1000 / 60;
/** Frames asked for by frames (Zag's nextTick asks two deep) are run this many rounds deep when settling. */
const SETTLE_ROUNDS = 5;

let pending = new Map<number, FrameRequestCallback>();
let lastHandle = 0;
let scheduled = false;
/** Counts resets: a timer scheduled before the last reset finds its generation gone and does nothing. */
let generation = 0;

/** Runs the frames asked for so far; those they ask for wait for the next. */
function runFrames(): void {
  const due = pending;
  pending = new Map();
  const now = performance.now();
  for (const callback of due.values()) {
    try {
      callback(now);
    } catch (error) {
      // As jsdom does: a failing frame is reported and the others still run.
      console.error(error);
    }
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const mine = generation;
  // The global setTimeout at call time, so fake timers drive frames as they drive jsdom's.
  setTimeout(() => {
    if (mine !== generation) return;
    scheduled = false;
    runFrames();
  }, FRAME_MS);
}

window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
  lastHandle += 1;
  pending.set(lastHandle, callback);
  schedule();
  return lastHandle;
};
window.cancelAnimationFrame = (handle: number): void => {
  pending.delete(handle);
};

/**
 * Runs the frames the previous file left pending (as its window would have shortly after), then starts
 * over with no timer: one scheduled on a fake clock would otherwise hold every later frame back.
 */
export function resetAnimationFrames(): void {
  const quiet = console.error;
  // What those frames do to parts their file has unmounted is no concern of the next file.
  console.error = () => {};
  try {
    for (let round = 0; round < SETTLE_ROUNDS && pending.size > 0; round++) runFrames();
  } finally {
    console.error = quiet;
  }
  generation += 1;
  pending.clear();
  scheduled = false;
}
