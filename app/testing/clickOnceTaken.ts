import userEvent from "@testing-library/user-event";
import { FRAME_MS } from "./animationFrames";

/** About a sixth of a second: a layer set up a few frames late still takes the click; one never set up fails. */
const FRAMES_WAITED = 10;
const click = userEvent.click;

/**
 * userEvent.click that waits for the element to take pointer events, a frame at a time. A question or
 * dialog opened over a modal dialog takes clicks a frame after it shows: until Zag has set up its layer,
 * the dialog below keeps pointer events off the page, and user-event refuses a click made at once (a
 * person clicks later). Any other failure, or an element that never takes the click, still fails.
 */
const waitingClick: typeof click = async (element, options) => {
  for (let frame = 0; ; frame++) {
    try {
      return await click(element, options);
    } catch (error) {
      if (frame >= FRAMES_WAITED || !String(error).includes("pointer-events: none")) throw error;
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
    }
  }
};
// The direct API is a plain object; its type says read-only.
Object.assign(userEvent, { click: waitingClick });
