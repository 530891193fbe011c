import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { DisplayItemSettings } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { useEntityEnvironment } from "../../hooks/useEntityEnvironment";
import type { EditorDraft } from "../../utils/EditorDraft";
import { itemKindOf } from "../../utils/itemKindOf";
import { moduleActive } from "../../utils/moduleActive";
import { ActionButtonSettings } from "./ActionButtonSettings";
import { BlockSettings } from "./BlockSettings";
import { DateSettings } from "./DateSettings";
import { DossierDataSettings } from "./DossierDataSettings";
import { FileSettings } from "./FileSettings";
import { GeneralSettings } from "./GeneralSettings";
import { LinkSettings } from "./LinkSettings";
import { ListSettings } from "./ListSettings";
import { SettingsGroup } from "./SettingsGroup";
import { SliderSettings } from "./SliderSettings";
import { TextFieldSettings } from "./TextFieldSettings";
import { TimeSettings } from "./TimeSettings";
import { UserSettings } from "./UserSettings";

export interface SettingsTabProps {
  draft: EditorDraft;
  entityId: number;
  environmentId: number | undefined;
  locale: string;
  errors: Record<string, string>;
  onChange: (draft: EditorDraft) => void;
}

const SEARCH_VIEWS = new Set(["search", "advanced-search"]);

/**
 * The Settings tab (spec 3-designer section 3, 'Display item settings by kind'): the general settings, then
 * those of the item's kind, or 'No settings available'. The settings are part of the draft, so every change
 * redraws the preview at once.
 */
export function SettingsTab({ draft, entityId, environmentId, locale, errors, onChange }: SettingsTabProps) {
  const t = useT();
  const environment = useEntityEnvironment(environmentId).data;
  const { settings } = draft;
  const change = (next: DisplayItemSettings) => onChange({ ...draft, settings: next });
  const common = { settings, errors, onChange: change };
  const kind = itemKindOf(draft);
  const type = kind.kind === "field" ? kind.type : undefined;

  let own: ReactNode = null;
  if (kind.kind === "link")
    own = (
      <LinkSettings
        {...common}
        entityId={entityId}
        childEntityId={kind.childEntityId}
        embedded={kind.embedded}
        brpActive={moduleActive(environment, "brp")}
        environmentId={environmentId}
      />
    );
  else if (kind.kind === "block")
    own = <BlockSettings {...common} entityId={entityId} environmentId={environmentId} />;
  else if (kind.kind === "dossier_data") own = <DossierDataSettings {...common} />;
  else if ((type === "amount" || type === "calc") && SEARCH_VIEWS.has(draft.view))
    own = <SliderSettings {...common} />;
  else if (type === "text") own = <TextFieldSettings {...common} />;
  else if (type === "file") own = <FileSettings {...common} />;
  else if (type === "date") own = <DateSettings {...common} />;
  else if (type === "user") own = <UserSettings {...common} />;
  else if (type === "time") own = <TimeSettings {...common} />;
  else if (type === "customActionButton")
    own = (
      <ActionButtonSettings
        {...common}
        entityId={entityId}
        environmentId={environmentId}
        reportsActive={moduleActive(environment, "reports")}
      />
    );
  else if (type === "list")
    own = (
      <ListSettings
        {...common}
        options={draft.item.def_dossier_def_field?.def_field_lists ?? []}
        locale={locale}
      />
    );

  return (
    <Stack gap="5">
      <GeneralSettings {...common} entityId={entityId} />
      <SettingsGroup legend={t("Settings of this kind")}>
        {own ?? (
          <Text fontSize="sm" color="fg.muted">
            {t("No settings available")}
          </Text>
        )}
      </SettingsGroup>
    </Stack>
  );
}
