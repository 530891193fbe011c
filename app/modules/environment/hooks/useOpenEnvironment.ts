import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { environmentKeys } from "../api/environmentKeys";
import { currentEnvironment } from "../state/currentEnvironment";

/** Chooses an environment to work in and goes to its dashboard. */
export function useOpenEnvironment(): (id: number) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => {
      currentEnvironment.set(id);
      void queryClient.invalidateQueries({ queryKey: environmentKeys.one(id) });
      void navigate({ to: "/" });
    },
    [navigate, queryClient],
  );
}
