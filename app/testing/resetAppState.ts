import { activate } from "../../locales";
import { designerToaster } from "../components/designerToaster";
import { toaster } from "../components/toaster";
import { currentEnvironment } from "../modules/environment/state/currentEnvironment";
import { liveSocket } from "../modules/realtime/state/liveSocket";
import { tokenStore } from "../modules/session/state/tokenStore";
import { resetRenewSessionForTests } from "../modules/session/utils/renewSession";
import { resetAnimationFrames } from "./animationFrames";
import { fakeSockets, openFakeSocket } from "./fakeLiveSocket";

/** Globals some tests replace (an observer that sees everything in view, a narrow window). */
const REPLACED_GLOBALS = [
  "IntersectionObserver",
  "ResizeObserver",
  "matchMedia",
  "innerWidth",
  "innerHeight",
];

// Taken once per worker, when this module is first evaluated: after the shared setup's shims are in.
const pristineGlobals = new Map(
  REPLACED_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
);

function restoreGlobals(): void {
  for (const [name, descriptor] of pristineGlobals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
}

/**
 * Zag's focus tracking (Chakra UI) keeps the interaction modality and the last pointer position, and starts
 * listening on the window when a first component asks. user-event moves the pointer to the same spot every
 * time, so a move already seen changes nothing: a menu item is then not highlighted on the way and a click
 * does not select it. In a fresh window the first menu works, as nothing listened while the trigger was
 * clicked. So: a move elsewhere, then the window's unload, on which Zag stops listening.
 */
function forgetPointer(): void {
  const init = { clientX: -1, clientY: -1 };
  document.dispatchEvent(
    typeof PointerEvent === "undefined"
      ? new MouseEvent("mousemove", init)
      : new PointerEvent("pointermove", init),
  );
  window.dispatchEvent(new Event("beforeunload"));
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/**
 * Puts back what a test file may have left in the window and the app's modules, so the next file that
 * shares the worker (with isolate: false, not yet switched on: vite.config.ts) starts as in a fresh one.
 */
export function resetAppState(): void {
  resetAnimationFrames();
  restoreGlobals();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  // Not the head: the style cache (AppProviders) remembers the styles it put there and would not add them.
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  document.title = "";
  window.history.replaceState(null, "", "/");
  activate("en");
  forgetPointer();
  tokenStore.resetForTests();
  currentEnvironment.resetForTests();
  resetRenewSessionForTests();
  toaster.remove();
  designerToaster.remove();
  fakeSockets.length = 0;
  liveSocket.use(openFakeSocket);
}
