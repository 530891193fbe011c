import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";

/** Opens a record's page: in a new window for a ctrl- or meta-click, else here, scrolled to the top. */
export function useOpenRecord(): (recordId: number, newWindow: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (recordId, newWindow) => {
      if (newWindow) {
        window.open(`/contentdossier/${recordId}`, "_blank");
        return;
      }
      window.scrollTo?.(0, 0);
      void navigate({ to: "/contentdossier/$id", params: { id: String(recordId) } });
    },
    [navigate],
  );
}
