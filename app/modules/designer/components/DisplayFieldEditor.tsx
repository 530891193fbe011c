import { Alert, Badge, Button, CloseButton, Drawer, Portal, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import type { Locale, Role } from "../../../../schemas";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";
import { draftErrors } from "../utils/draftErrors";
import type { EditorDraft } from "../utils/EditorDraft";
import { FieldTab } from "./FieldTab";
import { LabelsTab } from "./LabelsTab";
import { LayoutTab } from "./LayoutTab";
import { PermissionsTab } from "./PermissionsTab";

type TabName = "labels" | "field" | "layout" | "permissions";

/** Which tab shows an error of a field of the body. */
const TAB_OF: Record<string, TabName> = {
  translations: "labels",
  view: "field",
  defDossierDefField: "field",
  defDossierLink: "field",
  col: "layout",
  colspan: "layout",
  rank: "layout",
  rowspan: "layout",
  displayPosition: "layout",
  permissions_type: "permissions",
  roles: "permissions",
};

export interface DisplayFieldEditorProps {
  draft: EditorDraft;
  title: string;
  locales: Locale[];
  roles: Role[];
  customViews: string[];
  onChange: (draft: EditorDraft) => void;
  /** Sends the draft; rejects with the server's answer. */
  onSave: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The display field editor (spec 3-designer section 2 item 5): tabs Labels, Field, Layout and Permissions.
 * Every change goes to the page's draft at once, so the preview beside it redraws before saving; the layout
 * refuses numbers below 0 and a missing view; a 400 answer's errors show on their fields.
 */
export function DisplayFieldEditor(props: DisplayFieldEditorProps) {
  const t = useT();
  const { draft } = props;
  const [tab, setTab] = useState<TabName>("labels");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [saving, setSaving] = useState(false);
  const errors = { ...serverErrors, ...draftErrors(draft) };
  const tabHasError = (name: TabName) => Object.keys(errors).some((key) => TAB_OF[key] === name);

  const change = (next: EditorDraft) => {
    setServerErrors({});
    setFailed(undefined);
    props.onChange(next);
  };

  const save = async () => {
    const local = draftErrors(draft);
    const first = Object.keys(local)[0];
    if (first) {
      setTab(TAB_OF[first] ?? tab);
      return;
    }
    setSaving(true);
    setFailed(undefined);
    try {
      await props.onSave();
    } catch (failure) {
      // Nested errors (translations.0.name, settings.x) belong to their top-level field.
      const found: Record<string, string> = {};
      for (const [key, message] of Object.entries(fieldErrorsOf(failure))) {
        const field = key.split(/[.[]/)[0] ?? key;
        found[field] ??= message;
      }
      setServerErrors(found);
      const tabbed = Object.keys(found).find((key) => TAB_OF[key]);
      if (tabbed) setTab(TAB_OF[tabbed] as TabName);
      const unplaced = Object.keys(found).some((key) => !TAB_OF[key]);
      if (Object.keys(found).length === 0 || unplaced)
        setFailed(statusOf(failure) === 403 ? "403_general_message" : "Something went wrong");
    } finally {
      setSaving(false);
    }
  };

  const trigger = (name: TabName, label: string) => (
    <Tabs.Trigger value={name}>
      {label}
      {tabHasError(name) && (
        <Badge colorPalette="red" size="xs" aria-label={t("Contains errors")}>
          !
        </Badge>
      )}
    </Tabs.Trigger>
  );

  return (
    <Drawer.Root
      open
      placement="end"
      size="sm"
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && props.onCancel()}
    >
      <Portal>
        <Drawer.Backdrop bg="blackAlpha.200" />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{props.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {failed && (
                <Alert.Root status="error" mb="3">
                  <Alert.Indicator />
                  <Alert.Title>{t(failed)}</Alert.Title>
                </Alert.Root>
              )}
              <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as TabName)} size="sm">
                <Tabs.List mb="4" flexWrap="wrap">
                  {trigger("labels", t("Labels"))}
                  {trigger("field", t("Field"))}
                  {trigger("layout", t("Layout"))}
                  {trigger("permissions", t("Permissions"))}
                </Tabs.List>
                <Tabs.Content value="labels">
                  <LabelsTab
                    draft={draft}
                    locales={props.locales}
                    error={errors.translations}
                    onChange={change}
                  />
                </Tabs.Content>
                <Tabs.Content value="field">
                  <FieldTab draft={draft} customViews={props.customViews} errors={errors} onChange={change} />
                </Tabs.Content>
                <Tabs.Content value="layout">
                  <LayoutTab draft={draft} errors={errors} onChange={change} />
                </Tabs.Content>
                <Tabs.Content value="permissions">
                  <PermissionsTab draft={draft} roles={props.roles} errors={errors} onChange={change} />
                </Tabs.Content>
              </Tabs.Root>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={props.onCancel}>
                {t("Cancel")}
              </Button>
              <Button colorPalette="teal" loading={saving} onClick={save}>
                {t("Save")}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
