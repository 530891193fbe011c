/** The product's name, last in every page title; a name, not a message. */
export const PRODUCT_NAME: string = "Docket";

/** "Clients – Zorgdossier – Docket": the page, the environment when there is one, the product. */
export function pageTitle(page: string, environment?: string): string {
  return [page, environment, PRODUCT_NAME]
    .filter((part) => part !== undefined && part.trim() !== "")
    .join(" – ");
}
