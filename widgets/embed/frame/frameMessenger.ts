/** What the frame tells its host (the embed contract). */
export type FrameMessage =
  | { type: "docket-height"; height: number }
  | { type: "docket-submitted"; id: number }
  | { type: "docket-error"; message: string };

/**
 * The origin of the page framing this one: the browser's ancestorOrigins where it has them (Chromium,
 * Safari), else the referrer's origin. Undefined when not framed.
 */
export function framingOrigin(win: Window): string | undefined {
  if (win.parent === win) return undefined;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts messages to the framing origin only, and only once the token's answer lists it among its allowed
 * origins (never "*"); messages before that wait. Reports the height of `content` when it changes.
 */
export function frameMessenger(win: Window, content: HTMLElement) {
  const origin = framingOrigin(win);
  let target: string | undefined;
  const waiting: FrameMessage[] = [];
  let lastHeight = -1;

  const post = (message: FrameMessage) => {
    if (!target) {
      waiting.push(message);
      return;
    }
    win.parent.postMessage(message, target);
  };
  const reportHeight = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: "docket-height", height });
  };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(reportHeight).observe(content);

  return {
    post,
    /** Sets the allowed origins of the token; messages go out when the framing origin is one of them. */
    allow(allowedOrigins: readonly string[]) {
      if (!origin || !allowedOrigins.includes(origin)) return;
      target = origin;
      for (const message of waiting.splice(0)) post(message);
      lastHeight = -1;
      reportHeight();
    },
  };
}
