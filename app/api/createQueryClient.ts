import { QueryClient } from "@tanstack/react-query";
import { statusOf } from "./statusOf";

/** React Query's cache: answers of the server are retried only when it was not reached or failed itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const status = statusOf(error);
          return (status === undefined || status >= 500) && count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
