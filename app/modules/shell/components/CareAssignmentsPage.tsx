import { Spinner } from "@chakra-ui/react";
import { NotFoundPage } from "../../../pages/NotFoundPage";
import { PlaceholderPage } from "../../../pages/PlaceholderPage";
import { moduleActive } from "../../designer/utils/moduleActive";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";

/** /module/jwwmo/toewijzingen: the municipal care assignments, only when that module is active. */
export function CareAssignmentsPage() {
  const environment = useCurrentEnvironment();
  if (environment.isLoading) return <Spinner />;
  return moduleActive(environment.data, "ijwiwmo") ? (
    <PlaceholderPage title="Assignments" />
  ) : (
    <NotFoundPage />
  );
}
