import { useQueryClient } from "@tanstack/react-query";
import { createElement, useMemo, useRef, useState } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { idsOf } from "../../../../engine";
import { t } from "../../../../locales";
import type { PickOption, SlotRenderer, UserSource, WidgetServices } from "../../../../widgets/services";
import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { getUser } from "../../user/api/getUser";
import { userKeys } from "../../user/api/userKeys";
import { useMe } from "../../user/hooks/useMe";
import { displayName } from "../../user/utils/displayName";
import { appConfigKeys } from "../api/appConfigKeys";
import type { AppConfig } from "../api/getAppConfig";
import type { RecordDetail } from "../api/RecordDetail";
import { searchRecords } from "../api/searchRecords";
import { searchUsers } from "../api/searchUsers";
import { updateRecordValue } from "../api/updateRecordValue";
import { uploadFile } from "../api/uploadFile";
import { LinkAddButton } from "../components/LinkAddButton";
import { LinkFilterButton } from "../components/LinkFilterButton";
import { runAction } from "../utils/runAction";

export interface WidgetServicesOptions {
  /** The saved record the form shows; absent while creating. */
  recordId?: number;
  /** Labels of ids the record's values name, as `kind:id` (see labelsOf). */
  labels?: Map<string, string>;
  /** Admins, environment admins and holders of the file-delete credential. */
  canDetach?: boolean;
  /** The saved record and its entity's edit view: list fast switches save through the edit view's item. */
  fastSwitch?: { detail: RecordDetail; editModel: ViewModel };
  /** After a value was saved from the show page (fast switch): refresh the record. */
  onSaved?: () => void;
  /** Map tiles (the server's MAP_TILE_URL). */
  tileUrl?: string;
  /** Embedded lists of links (the record pages' EmbeddedList). */
  renderSlot?: SlotRenderer;
  /** Opens a popup_tab_or_view action button's dialog; without it the record opens in a new tab. */
  onPopup?: (item: CompiledItem) => void;
  /** The admin cog beside each item's label (admins only). */
  renderItemTools?: WidgetServices["renderItemTools"];
}

export type UseWidgetServices = (options?: WidgetServicesOptions) => WidgetServices;

/**
 * The widgets' services on the real API: link and user pickers search the server, labels come from what the
 * record answered and from every option picked since, files are uploaded to the environment (a
 * detach is a change of the value, saved with the record).
 * Form messages stay with the form's own toaster (bottom centre, 2500 ms, spec 9).
 */
export function useWidgetServices(options: WidgetServicesOptions = {}): WidgetServices {
  const environmentId = useCurrentEnvironmentId();
  const me = useMe().data;
  // What useMapTileUrl asked the server: the tiles' credit line, or that there are no tiles at all.
  const appConfig = useQueryClient().getQueryData<AppConfig>(appConfigKeys.all);
  const tileAttribution = appConfig?.mapTileAttribution ?? undefined;
  const tilesUnset = appConfig !== undefined && !appConfig.mapTileUrl;
  // Detach is for admins, environment admins and holders of the file-delete credential (spec 2).
  const membership = me?.environments.find((entry) => entry.id === environmentId);
  const mayDeleteFiles =
    me?.super_admin === true ||
    membership?.environment_admin === true ||
    membership?.credentials.includes("kedo.file.delete") === true;
  const known = useRef(new Map<string, string>());
  const queryClient = useQueryClient();
  /** Users' picture addresses by id, null for a user without one (or whom the caller may not see). */
  const avatars = useRef(new Map<number, string | null>());
  /** Counts the pictures that arrived: each one draws the form again, so its avatar shows it. */
  const [avatarsArrived, setAvatarsArrived] = useState(0);
  const {
    recordId,
    labels,
    canDetach = false,
    fastSwitch,
    onSaved,
    tileUrl,
    renderSlot,
    onPopup,
    renderItemTools,
  } = options;
  if (me) avatars.current.set(me.id, me.avatar ?? null);

  // Kept apart from the other services: the pickers search again when the user source changes.
  const users = useMemo<UserSource>(() => {
    const cache = known.current;
    const pictures = avatars.current;
    const asked = new Set<number>();
    return {
      search: async (query: string) => {
        if (environmentId === null) return [];
        const rows = await searchUsers(environmentId, query);
        const found = rows.map((row) => ({ id: row.id, label: displayName(row) }));
        for (const option of found) cache.set(`user:${option.id}`, option.label);
        return found;
      },
      // The address is in the user's own answer (GET /user/{id}, cached with the profile page's query);
      // initials show until it arrives, and for good without a picture.
      avatarOf: (id: number) => {
        const known = pictures.get(id);
        if (known !== undefined) return known ?? undefined;
        if (!asked.has(id)) {
          asked.add(id);
          void queryClient
            .fetchQuery({ queryKey: userKeys.one(id), queryFn: () => getUser(id, null), staleTime: 60_000 })
            .then(
              (user) => user.avatar ?? null,
              () => null,
            )
            .then((avatar) => {
              pictures.set(id, avatar);
              if (avatar) setAvatarsArrived((count) => count + 1);
            });
        }
        return undefined;
      },
    };
  }, [environmentId, queryClient]);

  /** Fast-switched values not yet back from the server, by item key (a second switch builds on the first). */
  const switched = useRef(new Map<string, number[]>());
  /** The record's version after the last switch, and the switch under way: switches go one after another. */
  const switchedVersion = useRef<number | undefined>(undefined);
  const switching = useRef<Promise<void>>(Promise.resolve());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a picture's arrival gives new services, so the form draws its avatar
  return useMemo<WidgetServices>(() => {
    const cache = known.current;
    for (const [key, label] of labels ?? []) cache.set(key, label);
    // The logged-in user by name: a new record's default_current_user names them before any search.
    if (me) cache.set(`user:${me.id}`, displayName(me));
    const remember = (kind: string, found: PickOption[]) => {
      for (const option of found) cache.set(`${kind}:${option.id}`, option.label);
      return found;
    };
    switched.current.clear();
    switchedVersion.current = undefined;
    const saveSwitch = async (item: CompiledItem, optionId: number, selected: boolean) => {
      if (!fastSwitch) return;
      const { detail, editModel } = fastSwitch;
      const editItem = Object.values(editModel.items).find((candidate) => candidate.key === item.key);
      if (!editItem) {
        toaster.create({ type: "error", title: t("dossier_errors.permission_edit") });
        onSaved?.();
        return;
      }
      const shown = detail.items.find((candidate) => candidate.key === item.key);
      const current = switched.current.get(item.key) ?? idsOf(shown ? detail.content[shown.id] : undefined);
      const next = selected
        ? item.multiple
          ? [...current.filter((id) => id !== optionId), optionId]
          : [optionId]
        : current.filter((id) => id !== optionId);
      switched.current.set(item.key, next);
      const save = async () => {
        const version = switchedVersion.current ?? detail.version;
        const answer = await updateRecordValue(detail.id, editItem.id, next, version, editItem.positionId);
        switchedVersion.current = answer.version ?? version;
      };
      // One after another, each with the version the one before made (no conflict with one's own switch).
      const saved = switching.current.then(save);
      switching.current = saved.catch(() => undefined);
      try {
        await saved;
      } catch (error) {
        switched.current.delete(item.key);
        // One click may send two calls (one option on, one off): one toast per item says what went wrong.
        const denied = statusOf(error) === 403;
        toaster.create({
          id: `fast-switch-${item.key}`,
          type: "error",
          title: t(denied ? "dossier_errors.permission_edit" : "dossier_errors.error_edit"),
          ...(denied ? {} : { description: t(bodyOf(error).message ?? "Something went wrong") }),
        });
      }
      onSaved?.();
    };
    return {
      ...(recordId !== undefined ? { record: { id: recordId } } : {}),
      ...(fastSwitch
        ? { onFastSwitch: (item, optionId, selected) => void saveSwitch(item, optionId, selected) }
        : {}),
      ...(recordId !== undefined
        ? {
            onAction: (item, record) =>
              item.settings.action === "popup_tab_or_view" && onPopup
                ? onPopup(item)
                : void runAction(item, record.id, environmentId),
          }
        : {}),
      ...(tileUrl ? { tileUrl } : {}),
      ...(tileUrl && tileAttribution ? { tileAttribution } : {}),
      ...(tilesUnset ? { tilesUnset } : {}),
      ...(renderSlot ? { renderSlot } : {}),
      ...(renderItemTools ? { renderItemTools } : {}),
      resolve: (kind, id) => cache.get(`${kind}:${id}`),
      links: {
        // A record added or chosen in a link's dialogs is labelled like one found by searching.
        renderAdd: ({ item, onPicked }) =>
          createElement(LinkAddButton, {
            item,
            useServices: useWidgetServices,
            onPicked: (option) => onPicked(remember("record", [option])[0] ?? option),
          }),
        renderFilter: ({ item, onPicked }) =>
          createElement(LinkFilterButton, {
            item,
            onPicked: (option) => onPicked(remember("record", [option])[0] ?? option),
          }),
        search: async (item: CompiledItem, query: string) => {
          if (!item.link) return [];
          const rows = await searchRecords(item.link.childDefDossierId, query);
          return remember(
            "record",
            rows.map((row) => ({ id: row.id, label: row.summary?.trim() ? row.summary : `#${row.id}` })),
          );
        },
      },
      users,
      ...(environmentId !== null
        ? {
            files: {
              canDetach: canDetach || mayDeleteFiles,
              upload: async (_item: CompiledItem, files: File[]) => {
                const stored = await Promise.all(files.map((file) => uploadFile(environmentId, file)));
                return stored.map((file, index) => {
                  const filename = file.filename ?? files[index]?.name ?? `#${file.id}`;
                  cache.set(`file:${file.id}`, filename);
                  return { id: file.id, filename };
                });
              },
              downloadUrl: (fileId: number) => `/api/file/${fileId}/download`,
            },
          }
        : {}),
    };
  }, [
    environmentId,
    me,
    recordId,
    labels,
    canDetach,
    mayDeleteFiles,
    fastSwitch,
    onSaved,
    tileUrl,
    tileAttribution,
    tilesUnset,
    renderSlot,
    onPopup,
    renderItemTools,
    users,
    avatarsArrived,
  ]);
}
