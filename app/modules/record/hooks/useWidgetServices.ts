import { useMemo, useRef } from "react";
import type { CompiledItem } from "../../../../engine";
import type { PickOption, WidgetServices } from "../../../../widgets/services";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { displayName } from "../../user/utils/displayName";
import { detachFile } from "../api/detachFile";
import { searchRecords } from "../api/searchRecords";
import { searchUsers } from "../api/searchUsers";
import { uploadFile } from "../api/uploadFile";

export interface WidgetServicesOptions {
  /** The saved record the form shows; absent while creating. */
  recordId?: number;
  /** Labels of ids the record's values name, as `kind:id` (see labelsOf). */
  labels?: Map<string, string>;
  /** Admins, environment admins and holders of the file-delete credential. */
  canDetach?: boolean;
}

/**
 * The widgets' services on the real API: link and user pickers search the server, labels come from what the
 * record answered and from every option picked since, files are uploaded to and detached in the environment.
 * Form messages stay with the form's own toaster (bottom centre, 2500 ms, spec 9).
 */
export function useWidgetServices(options: WidgetServicesOptions = {}): WidgetServices {
  const environmentId = useCurrentEnvironmentId();
  const known = useRef(new Map<string, string>());
  const { recordId, labels, canDetach = false } = options;

  return useMemo<WidgetServices>(() => {
    const cache = known.current;
    for (const [key, label] of labels ?? []) cache.set(key, label);
    const remember = (kind: string, found: PickOption[]) => {
      for (const option of found) cache.set(`${kind}:${option.id}`, option.label);
      return found;
    };
    return {
      ...(recordId !== undefined ? { record: { id: recordId } } : {}),
      resolve: (kind, id) => cache.get(`${kind}:${id}`),
      links: {
        search: async (item: CompiledItem, query: string) => {
          if (!item.link) return [];
          const rows = await searchRecords(item.link.childDefDossierId, query);
          return remember(
            "record",
            rows.map((row) => ({ id: row.id, label: row.summary?.trim() ? row.summary : `#${row.id}` })),
          );
        },
      },
      users: {
        search: async (query: string) => {
          if (environmentId === null) return [];
          const rows = await searchUsers(environmentId, query);
          return remember(
            "user",
            rows.map((row) => ({ id: row.id, label: displayName(row) })),
          );
        },
      },
      ...(environmentId !== null
        ? {
            files: {
              canDetach,
              upload: async (_item: CompiledItem, files: File[]) => {
                const stored = await Promise.all(files.map((file) => uploadFile(environmentId, file)));
                return stored.map((file, index) => {
                  const filename = file.filename ?? files[index]?.name ?? `#${file.id}`;
                  cache.set(`file:${file.id}`, filename);
                  return { id: file.id, filename };
                });
              },
              detach: (_item: CompiledItem, fileId: number) => detachFile(fileId, recordId),
              downloadUrl: (fileId: number) => `/api/file/${fileId}/download`,
            },
          }
        : {}),
    };
  }, [environmentId, recordId, labels, canDetach]);
}
