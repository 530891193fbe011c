import { useCallback, useEffect, useState } from "react";
import type { ListState } from "../state/ListState";
import { listStateStorage } from "../state/listStateStorage";

/** A list's state, read from and written back to session storage per entity. */
export function useListState(entityId: number) {
  const [state, setState] = useState<ListState>(() => listStateStorage.read(entityId));
  const [forEntity, setForEntity] = useState(entityId);
  if (forEntity !== entityId) {
    setForEntity(entityId);
    setState(listStateStorage.read(entityId));
  }
  useEffect(() => {
    if (forEntity === entityId) listStateStorage.write(entityId, state);
  }, [entityId, forEntity, state]);
  const update = useCallback((change: Partial<ListState>) => setState((old) => ({ ...old, ...change })), []);
  return [state, update] as const;
}
