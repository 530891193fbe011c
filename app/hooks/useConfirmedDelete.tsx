import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { toaster } from "../components/toaster";
import { useT } from "../i18n/useT";

export interface ConfirmedDeleteOptions<T> {
  /** The delete call; a rejection shows the failure toast. */
  remove: (item: T) => Promise<unknown>;
  /** The item's name, as the dialog names it. */
  label: (item: T) => string;
  /** What to refetch once the delete has run, whether it worked or not. */
  queryKey: QueryKey;
  /** The dialog's title; "Delete" unless given. */
  title?: string;
  /** The dialog's question; "Delete {name}?" unless given. */
  text?: (label: string) => string;
  /** The failure toast's text for an error; "Something went wrong" unless given. */
  failure?: (error: unknown) => string;
}

/**
 * A row delete that asks first: `ask(item)` opens the dialog; on confirm the item is deleted, a toast
 * says how it went and the list is refetched. Render `dialog` once in the page.
 */
export function useConfirmedDelete<T>(options: ConfirmedDeleteOptions<T>): {
  ask: (item: T) => void;
  dialog: ReactNode;
} {
  const t = useT();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = async (item: T) => {
    setDeleting(null);
    try {
      await options.remove(item);
      toaster.create({ type: "success", title: t("Item has been deleted"), duration: 2500 });
    } catch (error) {
      const title = options.failure ? options.failure(error) : t("Something went wrong");
      toaster.create({ type: "error", title, duration: 5000 });
    }
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
  };
  const label = deleting === null ? "" : options.label(deleting);
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={options.title ?? t("Delete")}
      text={options.text ? options.text(label) : t("Delete {name}?", { name: label })}
      confirmLabel={t("Delete")}
      cancelLabel={t("Cancel")}
      onConfirm={() => deleting !== null && void confirm(deleting)}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
