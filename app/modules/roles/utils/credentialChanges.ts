/** What saving a role's column sends: the rights ticked on and off since it was loaded, nothing else. */
export function credentialChanges(
  stored: readonly string[],
  ticked: ReadonlySet<string>,
): { grant: string[]; revoke: string[] } {
  const before = new Set(stored);
  return {
    grant: [...ticked].filter((credential) => !before.has(credential)).sort(),
    revoke: stored.filter((credential) => !ticked.has(credential)).sort(),
  };
}
