import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import type { CompiledItem } from "../../../../../engine";
import { useCurrentEnvironmentId } from "../../../environment/hooks/useCurrentEnvironmentId";
import { AdminCog } from "./AdminCog";
import type { CogChoice } from "./CogChoice";

// The designer's editors load on first use: record pages stay as light for admins as for anyone.
const CogEditor = lazy(() => import("./CogEditor").then((module) => ({ default: module.CogEditor })));

export interface AdminCogTools {
  /** The widgets' item tools (WidgetServices.renderItemTools): the cog beside each label, admins only. */
  renderItemTools?: (item: CompiledItem) => ReactNode;
  /** The editor the cog opened; render it outside the record's forms. */
  editor: ReactNode;
}

/**
 * The admin cog on a record page's display items, for super admins and environment admins (spec 3-designer
 * section 6): the cog goes beside each item's label through the widget services; the editor it opens is
 * rendered by the page outside its forms (a form inside a form would submit the record).
 */
export function useAdminCog(entityId: number, admin: boolean): AdminCogTools {
  const environmentId = useCurrentEnvironmentId();
  const [open, setOpen] = useState<{ choice: CogChoice; item: CompiledItem }>();
  const renderItemTools = useCallback(
    (item: CompiledItem) => (
      <AdminCog item={item} entityId={entityId} onChoose={(choice) => setOpen({ choice, item })} />
    ),
    [entityId],
  );
  const editor =
    open && admin && environmentId !== null ? (
      <Suspense fallback={null}>
        <CogEditor
          choice={open.choice}
          item={open.item}
          entityId={entityId}
          environmentId={environmentId}
          onClose={() => setOpen(undefined)}
        />
      </Suspense>
    ) : null;
  return admin ? { renderItemTools, editor } : { editor };
}
