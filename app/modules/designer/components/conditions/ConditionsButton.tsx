import { Button, CloseButton, Drawer, Portal, Spinner } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Bundle } from "../../../../../schemas";
import { useReturnFocus } from "../../../../hooks/useReturnFocus";
import { useT } from "../../../../i18n/useT";

// Loaded when the panel first opens: the designer's page does not wait for it.
const ConditionsForm = lazy(() =>
  import("./ConditionsForm").then((module) => ({ default: module.ConditionsForm })),
);

/**
 * The field designer's Conditions entry: a side panel that leaves the preview usable (not modal), so sample
 * values can be typed there to try each unsaved change. The focus stays in the panel while it is open
 * (its sample values are reached by closing it or with the mouse) and Escape hands it back to this button.
 */
export function ConditionsButton({ bundle }: { bundle: Bundle }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, () => button.current);
  return (
    <>
      <Button ref={button} size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Conditions")}
      </Button>
      {open && (
        <Drawer.Root
          open
          placement="end"
          size="md"
          modal={false}
          trapFocus
          finalFocusEl={() => button.current}
          preventScroll={false}
          closeOnInteractOutside={false}
          onOpenChange={(event) => !event.open && setOpen(false)}
        >
          <Portal>
            <Drawer.Positioner pointerEvents="none">
              <Drawer.Content pointerEvents="auto">
                <Drawer.Header>
                  <Drawer.Title>{t("Conditions")}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Suspense fallback={<Spinner role="status" aria-label={t("Loading")} />}>
                    <ConditionsForm
                      entityId={bundle.entity.id}
                      bundle={bundle}
                      locale={bundle.context.locale}
                      onSaved={() => setOpen(false)}
                      onCancel={() => setOpen(false)}
                    />
                  </Suspense>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("Close")} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </>
  );
}
