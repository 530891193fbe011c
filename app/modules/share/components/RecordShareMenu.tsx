import { Button, Menu, Portal } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { useCredential } from "../../record/hooks/useCredential";
import { useViewModel } from "../../records/hooks/useViewModel";
import { useShareModule } from "../hooks/useShareModule";
import { shareSettingsFor } from "../utils/shareSettingsFor";
import { SecureShareDialog } from "./SecureShareDialog";

export interface RecordShareMenuProps {
  record: { id: number; def_dossier_id: number; environment_id: number; content: Record<string, unknown> };
}

/**
 * Copy link, or, when the secure-share module is on and the caller may share (spec 6), a Share menu with
 * Copy link and Secure share; the latter is enabled only when the module is configured for the entity.
 */
export function RecordShareMenu({ record }: RecordShareMenuProps) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const shareModule = useShareModule(record.environment_id);
  const allowed = useCredential(record.def_dossier_id, "secureshare");
  const show = useViewModel(record.def_dossier_id, "show");
  const settings = shareSettingsFor(shareModule.data, record.def_dossier_id);
  const positions = useMemo(
    () =>
      (show.model?.layout.positions ?? [])
        .filter((p) => p.type === "main_content" || p.type === "tab")
        .map((p) => ({ id: p.id, label: p.label || `#${p.id}` })),
    [show.model],
  );

  const copyLink = async () => {
    const link = `${window.location.origin}/contentdossier/${record.id}`;
    try {
      await navigator.clipboard?.writeText(link);
    } finally {
      toaster.create({ type: "success", title: t("Link Copied") });
    }
  };

  if (!shareModule.data || allowed.data !== true) {
    return (
      <Button size="sm" variant="outline" onClick={() => void copyLink()}>
        {t("Copy link")}
      </Button>
    );
  }
  return (
    <>
      <Menu.Root onSelect={(event) => (event.value === "secureshare" ? setSharing(true) : void copyLink())}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            {t("Share")}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="copy">{t("Copy link")}</Menu.Item>
              <Menu.Item value="secureshare" disabled={!settings || !show.model}>
                {t("Secure share")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {settings && show.model && (
        <SecureShareDialog
          open={sharing}
          record={record}
          settings={settings}
          positions={positions}
          onClose={() => setSharing(false)}
        />
      )}
    </>
  );
}
