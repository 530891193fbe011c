import type { CompiledItem } from "../../../../engine";
import { t } from "../../../../locales";
import { bodyOf } from "../../../api/bodyOf";
import { toaster } from "../../../components/toaster";
import { requestReport } from "../api/requestReport";
import { triggerEvent } from "../api/triggerEvent";
import { popupPart } from "./popupPart";

/** What the server said went wrong, in the user's language (its message ids are catalog ids). */
const reasonOf = (error: unknown) => t(bodyOf(error).message ?? "Something went wrong");

/**
 * A custom action button's action for the saved record (spec 2, custom action button settings): a document
 * from its template in a new window, the record in a new tab, an event, or a report request. Calls that
 * fail show the server's reason; nothing claims success the server did not give.
 */
export async function runAction(
  item: CompiledItem,
  recordId: number,
  environmentId: number | null,
): Promise<void> {
  const settings = item.settings;
  switch (settings.action) {
    case "kedocx": {
      if (!settings.kedocx || environmentId === null) return;
      const format = settings.kedocx_format ?? "pdf";
      const address = `/api/kedocx/generate/${encodeURIComponent(settings.kedocx)}/${environmentId}?contentDossierIds[]=${recordId}&outputType=${format}`;
      window.open(address, "_blank", "noopener");
      return;
    }
    case "popup_tab_or_view": {
      // Without a dialog to show it in: the record in a new tab, opened on the button's tab.
      const { positionId } = popupPart(item);
      const tab = positionId !== undefined ? `?selectedTab=${positionId}` : "";
      window.open(`/contentdossier/${recordId}${tab}`, "_blank", "noopener");
      return;
    }
    case "fire_event":
      try {
        await triggerEvent(item.id, recordId);
        toaster.create({ type: "success", title: t("dossier_errors.event_send") });
      } catch (error) {
        toaster.create({
          type: "error",
          title: t("dossier_errors.event_error"),
          description: reasonOf(error),
        });
      }
      return;
    case "report": {
      if (settings.report === undefined || settings.report === null) return;
      try {
        await requestReport(settings.report, recordId, settings.report_format ?? "pdf", environmentId);
        toaster.create({ type: "success", title: t("Report requested") });
      } catch (error) {
        toaster.create({ type: "error", title: t("Something went wrong"), description: reasonOf(error) });
      }
      return;
    }
  }
}
