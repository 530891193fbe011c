import {
  Button,
  Checkbox,
  Dialog,
  Portal,
  Progress,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { CompiledItem } from "../../../../engine";
import { csvFileName, zoneOf } from "../../../../engine";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { downloadRecordsCsv } from "../api/downloadRecordsCsv";
import { useViewModel } from "../hooks/useViewModel";
import { exportQuery } from "../utils/exportQuery";

export interface ExportDialogProps {
  entityId: number;
  /** The selected records. */
  ids: readonly number[];
  /** The list's parameters, to export everything its search matches instead; none on a record page. */
  listQuery?: Record<string, unknown>;
  onClose: () => void;
}

type Status =
  | { kind: "choosing" }
  | { kind: "running"; done: number; total: number }
  | { kind: "finished"; url: string; name: string; count: number }
  | { kind: "failed" };

/** More selected records than this, and the dialog points at exporting everything the search matches. */
const ALL_NOTICE_FROM = 3;

/**
 * The CSV export: the list view's items to include (all at first), rich text stripped of HTML or not, the
 * selected records or all that match the search. The server writes the file (GET
 * /contentdossier/export.csv with the list's parameters and the chosen fields); a progress bar follows it
 * as it streams in, then a link saves it. Changing a choice asks for a new export.
 */
export function ExportDialog({ entityId, ids, listQuery, onClose }: ExportDialogProps) {
  const t = useT();
  const { model, isPending, error } = useViewModel(entityId, "list");
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [stripHtml, setStripHtml] = useState(true);
  const [scope, setScope] = useState<"selected" | "all">("selected");
  const [status, setStatus] = useState<Status>({ kind: "choosing" });
  const download = useRef<AbortController | null>(null);
  const url = status.kind === "finished" ? status.url : undefined;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  // Closing the dialog or changing a choice stops a download under way.
  useEffect(() => () => download.current?.abort(), []);

  const items = model ? model.order.map((id) => model.items[id] as CompiledItem) : [];
  const chosen = items.filter((item) => !excluded.has(item.id));
  const change = (apply: () => void) => {
    download.current?.abort();
    apply();
    setStatus({ kind: "choosing" });
  };

  const run = async () => {
    if (!model || chosen.length === 0) return;
    download.current?.abort();
    const controller = new AbortController();
    download.current = controller;
    setStatus({ kind: "running", done: 0, total: scope === "all" ? 0 : ids.length });
    try {
      const query = {
        ...exportQuery(entityId, ids, scope === "all" ? listQuery : undefined),
        "fields[]": chosen.map((item) => item.id),
        stripHtml: stripHtml ? 1 : 0,
        locale: model.context.locale,
      };
      const csv = await downloadRecordsCsv(
        query,
        (done, total) => !controller.signal.aborted && setStatus({ kind: "running", done, total }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const name =
        csv.name ??
        csvFileName(
          entityId,
          model.entity.namePlural,
          new Date(),
          zoneOf({ context: model.context, now: new Date() }),
        );
      setStatus({ kind: "finished", url: URL.createObjectURL(csv.file), name, count: csv.count });
    } catch {
      if (!controller.signal.aborted) setStatus({ kind: "failed" });
    }
  };

  return (
    <Dialog.Root open size="lg" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Export")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isPending ? (
                <Spinner role="status" aria-label={t("Loading")} />
              ) : error || !model ? (
                <Alert status="warning">{t("Something went wrong")}</Alert>
              ) : (
                <Stack gap="4">
                  {listQuery && ids.length > ALL_NOTICE_FROM && (
                    <Alert status="info">
                      {t("More than 3 items are selected: you can also export all items of the search.")}
                    </Alert>
                  )}
                  {listQuery && (
                    <RadioGroup.Root
                      value={scope}
                      onValueChange={(event) =>
                        change(() => setScope(event.value === "all" ? "all" : "selected"))
                      }
                      aria-label={t("Which items")}
                    >
                      <Stack gap="2">
                        <RadioGroup.Item value="selected">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            {t("Selected items ({count})", { count: ids.length })}
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                        <RadioGroup.Item value="all">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t("All items matching the search")}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      </Stack>
                    </RadioGroup.Root>
                  )}
                  <Stack gap="1" role="group" aria-label={t("Fields")}>
                    <Text fontWeight="semibold">{t("Fields")}</Text>
                    {items.map((item) => (
                      <Checkbox.Root
                        key={item.id}
                        size="sm"
                        checked={!excluded.has(item.id)}
                        onCheckedChange={(event) =>
                          change(() =>
                            setExcluded((old) => {
                              const next = new Set(old);
                              if (event.checked === true) next.delete(item.id);
                              else next.add(item.id);
                              return next;
                            }),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{item.label}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                  <Checkbox.Root
                    size="sm"
                    checked={stripHtml}
                    onCheckedChange={(event) => change(() => setStripHtml(event.checked === true))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("Strip HTML")}</Checkbox.Label>
                  </Checkbox.Root>
                  {chosen.length === 0 && (
                    <Text color="fg.error" role="alert">
                      {t("Select at least one field")}
                    </Text>
                  )}
                  {status.kind === "running" && (
                    <Progress.Root
                      value={status.total > 0 ? Math.round((status.done / status.total) * 100) : null}
                      aria-label={t("Export progress")}
                    >
                      <Progress.Label>
                        {t("{done} of {total}", { done: status.done, total: status.total })}
                      </Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                  {status.kind === "failed" && <Alert status="warning">{t("Something went wrong")}</Alert>}
                  {status.kind === "finished" && (
                    <Alert status="success">{t("{count} items exported", { count: status.count })}</Alert>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("Close")}
              </Button>
              {status.kind === "finished" ? (
                <Button asChild colorPalette="teal">
                  <a href={status.url} download={status.name}>
                    {t("Download")}
                  </a>
                </Button>
              ) : (
                <Button
                  colorPalette="teal"
                  onClick={run}
                  loading={status.kind === "running"}
                  disabled={!model || chosen.length === 0}
                >
                  {t("Export")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
