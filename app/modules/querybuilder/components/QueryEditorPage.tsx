import { Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { LoadFailure } from "../../user/components/LoadFailure";
import { getQuery } from "../api/getQuery";
import { queryKeys } from "../api/queryKeys";
import { draftOf, emptyDraft } from "../utils/QueryDraft";
import { QueryEditor } from "./QueryEditor";

/** /querybuilder/{id}: the editor of a saved query; id 0 makes a new one. */
export function QueryEditorPage() {
  const { id } = useParams({ from: "/shell/querybuilder/$id" });
  const queryId = Number(id);
  const { defDossier } = useSearch({ from: "/shell/querybuilder/$id" });
  const environmentId = useCurrentEnvironmentId();
  const saved = useQuery({
    queryKey: queryKeys.one(queryId),
    queryFn: () => getQuery(queryId),
    enabled: Number.isInteger(queryId) && queryId > 0,
  });
  if (environmentId === null) return <NoEnvironment />;
  if (queryId === 0)
    return (
      <QueryEditor key="new" environmentId={environmentId} queryId={0} initial={emptyDraft(defDossier)} />
    );
  if (saved.isPending) return <Spinner />;
  if (saved.isError) return <LoadFailure error={saved.error} />;
  return (
    <QueryEditor
      key={queryId}
      environmentId={environmentId}
      queryId={queryId}
      uuid={saved.data.uuid}
      initial={draftOf(saved.data)}
    />
  );
}
