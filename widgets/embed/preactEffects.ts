import { options } from "preact";

/**
 * The web component and the frame page render on Preact (widgets/embed/vite.config.ts), which runs effects
 * after the next paint, where React runs the effects of a click's render before the browser's next frame.
 * Ark's overlays (the info popover, the pickers' list) mount their content from an effect and look for it
 * in a frame callback: with Preact's timing the content was not there yet, so a popover was left unplaced,
 * took no focus and did not close on Escape. Running effects in a microtask after the commit, as React
 * does for such renders, gives them the timing they were written for.
 */
options.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);
