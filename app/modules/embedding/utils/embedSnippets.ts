/** The HTML an embedder pastes into their page: the web component, or the iframe. */
export function embedSnippets(server: string, entity: number, token: string, locale: string) {
  const encoded = encodeURIComponent(token);
  return {
    component: [
      `<script type="module" src="${server}/embed/docket-form.js"></script>`,
      `<docket-form entity="${entity}" server="${server}" token="${token}" locale="${locale}"></docket-form>`,
    ].join("\n"),
    iframe: `<iframe src="${server}/embed/form/${entity}?token=${encoded}" title="Docket" width="100%" height="600"></iframe>`,
  };
}

/** The state a token is in for the list: revoked, expired, or active. */
export function tokenState(token: { revokedAt: string | null; expiresAt: string }, now = new Date()) {
  if (token.revokedAt) return "Revoked";
  return new Date(token.expiresAt).getTime() <= now.getTime() ? "Expired" : "Active";
}

/** Origins typed one a line (or separated by spaces or commas), without blanks. */
export function originsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
}
