import { useQuery } from "@tanstack/react-query";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { entityBundleQuery } from "../api/entityBundleQuery";

/** The engine's input for one entity in the content locale; shared by every view of its records. */
export function useEntityBundle(entityId: number) {
  return useQuery(entityBundleQuery(entityId, useContentLocale()));
}
