import { Spinner } from "@chakra-ui/react";
import { NotFoundPage } from "../../../pages/NotFoundPage";
import { PlaceholderPage } from "../../../pages/PlaceholderPage";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";

/** /module/jwwmo/toewijzingen: the municipal care assignments, only when that module is active. */
export function CareAssignmentsPage() {
  const environment = useCurrentEnvironment();
  if (environment.isLoading) return <Spinner />;
  const active = (environment.data?.env_modules ?? []).some(
    (module) =>
      (typeof module.module === "string" ? module.module : module.module.name) === "ijwiwmo" &&
      module.active !== false,
  );
  return active ? <PlaceholderPage title="Assignments" /> : <NotFoundPage />;
}
