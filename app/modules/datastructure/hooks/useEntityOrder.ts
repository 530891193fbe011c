import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { DataStructureEntity } from "../../../../schemas";
import { entityKeys } from "../../designer/api/entityKeys";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { dataStructureKeys } from "../api/dataStructureKeys";
import { saveEntityOrder } from "../api/saveEntityOrder";

export type OrderState = "idle" | "saving" | "saved" | "failed";

/**
 * Changes the order of the entities: shown at once, saved whole (PUT /datastructure/order). Saves run one
 * after the other, so quick moves reach the server in the order they were made; a failure shows the order
 * the server keeps again.
 */
export function useEntityOrder(environmentId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OrderState>("idle");
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const key = dataStructureKeys.ofEnvironment(environmentId);

  const reorder = (next: DataStructureEntity[]) => {
    queryClient.setQueryData(key, next);
    setState("saving");
    const ids = next.map((entity) => entity.id);
    const save = queue.current.then(async () => {
      try {
        await saveEntityOrder(environmentId, ids);
        // The last save decides what is shown; the menu follows the new order.
        if (queue.current === save) setState("saved");
        void queryClient.invalidateQueries({ queryKey: entityKeys.all });
        void queryClient.invalidateQueries({ queryKey: environmentKeys.one(environmentId) });
      } catch {
        setState("failed");
        await queryClient.invalidateQueries({ queryKey: key });
      }
    });
    queue.current = save;
  };
  return { state, reorder };
}
