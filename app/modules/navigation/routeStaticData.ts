/** What every route says of itself (TanStack Router's staticData). */
declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page's title (a message id), until the page's own heading names it. */
    title?: string;
  }
}

export {};
