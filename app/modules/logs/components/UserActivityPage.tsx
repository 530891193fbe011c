import { useSearch } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { type ActivityEntry, listUserActivity } from "../api/listUserActivity";
import { logKeys } from "../api/logKeys";
import { LogTable } from "./LogTable";

export const ACTIVITY_PER_PAGE = 25;

/** What the user activity holds: sign-ins, record views and exports. */
export const ACTIVITY_TYPES = [
  ["login", "Sign-in"],
  ["shown", "Shown"],
  ["export", "Export"],
] as const;

/**
 * /useractivity: who signed in, opened which record and exported what, filtered by user (also from the
 * address: ?user={id}, as a user's page links here), type, entity and days, paged, as a CSV file.
 */
export function UserActivityPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("User activity")}>
      {(environmentId) => <UserActivity environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function UserActivity({ environmentId }: { environmentId: number }) {
  const t = useT();
  const search = useSearch({ from: "/shell/useractivity" });
  const details = (entry: ActivityEntry) => {
    if (entry.type !== "export" || !entry.extra_data) return "";
    const format = (entry.extra_data.format ?? "").toUpperCase();
    if (entry.extra_data.records !== undefined) {
      return t("{format}: {count, plural, one {# record} other {# records}}", {
        format,
        count: entry.extra_data.records,
      });
    }
    // A document made of one record: the template it was made with.
    return entry.extra_data.name ? `${format}: ${entry.extra_data.name}` : format;
  };
  return (
    <LogTable
      idPrefix="activity"
      environmentId={environmentId}
      types={ACTIVITY_TYPES}
      initialFilters={search.user !== undefined ? { user: search.user } : {}}
      exportPath="/log/export.csv"
      queryKey={(filters, page) => logKeys.userActivity(environmentId, filters, page)}
      fetchPage={(filters, page) =>
        listUserActivity(environmentId, filters, { page, limit: ACTIVITY_PER_PAGE })
      }
      label={t("User activity")}
      lastColumn={t("Details")}
      lastCell={details}
      rowAttributes={(entry) => ({ "data-activity-type": entry.type })}
    />
  );
}
