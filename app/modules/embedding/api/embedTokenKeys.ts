/** React Query keys of embed tokens: an environment's list. */
export const embedTokenKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["embedtokens", environmentId] as const,
};
