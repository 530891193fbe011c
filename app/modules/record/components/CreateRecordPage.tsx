import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { DossierForm } from "../../../../widgets/embed/DossierForm";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useAdminCog } from "../../designer/components/cog/useAdminCog";
import { useViewModel } from "../../records/hooks/useViewModel";
import { createRecord } from "../api/createRecord";
import { useCredential } from "../hooks/useCredential";
import { useLeaveGuard } from "../hooks/useLeaveGuard";
import { useMapTileUrl } from "../hooks/useMapTileUrl";
import { useRecordSubmit } from "../hooks/useRecordSubmit";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { ExistingItemsDialog } from "./ExistingItemsDialog";
import { LeavePageDialog } from "./LeavePageDialog";
import { LoadFailure } from "./LoadFailure";
import { PageLoading } from "./PageLoading";

const formId = "create-record-form";
/** The new record opens 500 ms after the success toast; 'Add and continue' shows its notice 5 s (spec 9). */
const REDIRECT_DELAY = 500;
const SUCCESS_SHOWN = 5000;

/** /contentdossier/create/{id}: 'New {entity}', the entity's edit view as a form, Add (and continue), Cancel. */
export function CreateRecordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id } = useParams({ from: "/shell/contentdossier/create/$id" });
  const entityId = Number(id);
  const { model, error, isPending, data: bundle } = useViewModel(entityId, "edit");
  const mayCreate = useCredential(entityId, "create");
  const tileUrl = useMapTileUrl([model]);
  const cog = useAdminCog(entityId, bundle?.context.admin === true);
  const services = useWidgetServices({
    canDetach: bundle?.context.admin ?? false,
    ...(cog.renderItemTools ? { renderItemTools: cog.renderItemTools } : {}),
    ...(tileUrl ? { tileUrl } : {}),
  });
  const dirty = useRef(false);
  const continuing = useRef(false);
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState(false);
  const { submit, saving, denied, serverErrors, conflict, dismissConflict, ignoreExisting } = useRecordSubmit(
    {
      action: "create",
      send: (values, ignore) => createRecord(entityId, values, ignore),
      onSaved: (created, andContinue: boolean) => {
        dirty.current = false;
        if (andContinue) {
          setFormKey((key) => key + 1);
          setSaved(true);
        } else {
          setTimeout(
            () => navigate({ to: "/contentdossier/$id", params: { id: String(created.id) } }),
            REDIRECT_DELAY,
          );
        }
      },
      onDenied: () => window.scrollTo({ top: 0 }),
    },
  );
  const blocker = useLeaveGuard(() => dirty.current);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SUCCESS_SHOWN);
    return () => clearTimeout(timer);
  }, [saved]);

  if (isPending) return <PageLoading />;
  if (error || !model) return <LoadFailure error={error} />;
  const entityName = model.entity.nameSingular;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t("New {entity}", { entity: entityName })}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to="/defdossier/$id" params={{ id: String(entityId) }}>
            {t("Back to overview")}
          </Link>
        </Button>
      </HStack>
      {(denied || mayCreate.data === false) && (
        <Alert status="danger">{t("not_allowed_to_create_dossier")}</Alert>
      )}
      {saved && <Alert status="success">{t("Dossier has been saved successfully")}</Alert>}
      {mayCreate.data !== false && (
        <DossierForm
          key={formKey}
          id={formId}
          model={model}
          services={services}
          {...(serverErrors ? { serverErrors } : {})}
          onChange={() => {
            dirty.current = true;
          }}
          onSubmit={(values) => submit(values, continuing.current)}
        >
          <HStack gap="2" wrap="wrap" mt="2">
            <Button
              type="submit"
              colorPalette="teal"
              loading={saving}
              onClick={() => {
                continuing.current = false;
              }}
            >
              {t("Add")}
            </Button>
            {model.entity.settings.add_continue === true && (
              <Button
                type="submit"
                variant="outline"
                colorPalette="teal"
                disabled={saving}
                onClick={() => {
                  continuing.current = true;
                }}
              >
                {t("Add and continue")}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => navigate({ to: "/defdossier/$id", params: { id: String(entityId) } })}
            >
              {t("Cancel")}
            </Button>
          </HStack>
        </DossierForm>
      )}
      <ExistingItemsDialog
        conflict={conflict}
        onClose={dismissConflict}
        onLeave={() => {
          dirty.current = false;
        }}
        onIgnore={ignoreExisting}
      />
      {cog.editor}
      <LeavePageDialog
        open={blocker.status === "blocked"}
        dossier={entityName}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </Stack>
  );
}
