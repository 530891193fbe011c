/** React Query keys of imports: one import job. */
export const importKeys = {
  one: (jobId: number | null) => ["import", jobId] as const,
};
