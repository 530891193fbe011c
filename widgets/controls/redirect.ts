/** Leaves the application for an address (an object, so tests can stand in for the browser's navigation). */
export const redirect = {
  to(href: string): void {
    window.location.assign(href);
  },
};
