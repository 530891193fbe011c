import { Button, HStack, Tabs, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { Alert } from "../../../../../widgets/theme/Alert";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { useT } from "../../../../i18n/useT";
import { TabWithErrors } from "../TabWithErrors";
import { EditorDialog } from "./EditorDialog";
import { EditorDrawer } from "./EditorDrawer";
import type { EditorTab } from "./EditorTab";

export interface EditorFrameProps<Name extends string> {
  title: string;
  /** A modal over the page; without it a side drawer, so the designer's preview stays visible beside it. */
  modal?: boolean;
  /** The tabs beside their contents instead of above them. */
  sideTabs?: boolean;
  tabs: EditorTab<Name>[];
  /** The tab shown; the editor moves it to the first tab with an error when Save is refused. */
  tab: Name;
  onTabChange: (tab: Name) => void;
  /** A failure no field shows (a message id), as an alert above the tabs. */
  failure?: string | undefined;
  /** Above the tabs, under the failure: why Save is disabled, for one. */
  notice?: ReactNode;
  /** The saved item's Delete, at the footer's start, asking first; none for an item not saved yet. */
  deletion?: EditorDeletion | undefined;
  /** Something was changed and not saved: Cancel, the close button and Escape ask before it is lost. */
  dirty?: boolean;
  saving: boolean;
  saveDisabled?: boolean;
  onSave: () => unknown;
  onCancel: () => void;
  /** After the tabs: the editor's own dialogs. */
  children?: ReactNode;
}

export interface EditorDeletion {
  /** The question's title and text, naming what goes. */
  title: string;
  text: string;
  onConfirm: () => unknown;
  /** Why Delete cannot be pressed now, said beside it ('You cannot delete a placed field'). */
  refusal?: string | undefined;
}

/**
 * The frame every designer editor shares: a side drawer or a modal with a title, tabs marked when they hold
 * an error, a footer with the saved item's Delete (asking first), Cancel and Save, and a question before
 * unsaved changes are lost.
 */
export function EditorFrame<Name extends string>(props: EditorFrameProps<Name>) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { deletion } = props;
  const close = () => (props.dirty ? setAsking(true) : props.onCancel());
  const Shell = props.modal ? EditorDialog : EditorDrawer;

  const footer = (
    <>
      {deletion && (
        <HStack gap="2" me="auto">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={deletion.refusal !== undefined}
            onClick={() => setDeleting(true)}
          >
            {t("Delete")}
          </Button>
          {deletion.refusal && (
            <Text color="fg.muted" fontSize="sm">
              {t(deletion.refusal)}
            </Text>
          )}
        </HStack>
      )}
      <Button variant="outline" onClick={close}>
        {t("Cancel")}
      </Button>
      <Button
        colorPalette="teal"
        loading={props.saving}
        disabled={props.saveDisabled === true}
        onClick={() => void props.onSave()}
      >
        {t("Save")}
      </Button>
    </>
  );

  return (
    <>
      <Shell title={props.title} footer={footer} onClose={close}>
        {props.failure && (
          <Alert status="danger" mb="3">
            {t(props.failure)}
          </Alert>
        )}
        {props.notice}
        <Tabs.Root
          value={props.tab}
          onValueChange={(event) => props.onTabChange(event.value as Name)}
          size="sm"
          orientation={props.sideTabs ? "vertical" : "horizontal"}
        >
          <Tabs.List {...(props.sideTabs ? { minW: "8rem" } : { mb: "4", flexWrap: "wrap" })}>
            {props.tabs.map((tab) => (
              <TabWithErrors
                key={tab.value}
                value={tab.value}
                label={tab.label}
                marked={tab.hasErrors === true}
              />
            ))}
          </Tabs.List>
          {props.tabs.map((tab) => (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              {...(props.sideTabs ? { flex: "1", ps: "4" } : {})}
            >
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {props.children}
      </Shell>
      <ConfirmDialog
        open={asking}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Close")}
        cancelLabel={t("Continue working")}
        onConfirm={() => {
          setAsking(false);
          props.onCancel();
        }}
        onCancel={() => setAsking(false)}
      />
      {deletion && (
        <ConfirmDialog
          open={deleting}
          title={deletion.title}
          text={deletion.text}
          confirmLabel={t("Delete")}
          cancelLabel={t("Cancel")}
          onConfirm={() => {
            setDeleting(false);
            void deletion.onConfirm();
          }}
          onCancel={() => setDeleting(false)}
        />
      )}
    </>
  );
}
