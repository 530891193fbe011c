import { Box, Button, HStack, Image, Input, Link, List, Text, VisuallyHidden } from "@chakra-ui/react";
import { Fragment, useRef, useState } from "react";
import { idsOf } from "../../engine";
import { errorProps } from "../controls/errorProps";
import { LazySignaturePad as SignaturePad } from "../controls/LazySignaturePad";
import { OperatorSelect } from "../controls/OperatorSelect";
import { filterOf, operatorOf } from "../controls/operators";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** The accept attribute for the item's file_types. */
const ACCEPT: Record<string, string> = {
  images: "image/*",
  audio: "audio/*",
  video: "video/*",
  documents: ".pdf,.doc,.docx,.odt,.txt,.rtf",
  spreadsheet: ".xls,.xlsx,.ods,.csv",
  spreadsheets: ".xls,.xlsx,.ods,.csv",
  presentation: ".ppt,.pptx,.odp",
};

/** Images a browser draws, by the file name's extension (the value holds ids and names, no types); an SVG in an img runs no script. */
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i;

/** The preview's box (spec 2: preview_width and preview_height, 200 px by default). */
const DEFAULT_PREVIEW_SIZE = 200;

function useFiles() {
  const { services } = useWidgetEnvironment();
  const nameOf = (fileId: number) => services.resolve?.("file", fileId) ?? `#${fileId}`;
  const hrefOf = (fileId: number) => services.files?.downloadUrl(fileId) ?? `/file/${fileId}/download`;
  return { services, nameOf, hrefOf };
}

/** A preview size as set: 160 or "160px". */
const sizeOf = (value: unknown) => {
  const size = Number.parseFloat(String(value ?? ""));
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_PREVIEW_SIZE;
};

/** An image file drawn small beside its link, unless the item turns previews off (file_preview false). */
function FilePreview({ item, name, href }: { item: FieldWidgetProps["item"]; name: string; href: string }) {
  if (item.settings.file_preview === false || !IMAGE_NAME.test(name)) return null;
  return (
    <Image
      src={href}
      alt={name}
      data-file-preview=""
      maxW={`${sizeOf(item.settings.preview_width)}px`}
      maxH={`${sizeOf(item.settings.preview_height)}px`}
      objectFit="contain"
      borderRadius="l1"
      loading="lazy"
    />
  );
}

/** Files with download links, as the engine names them; images with a preview outside lists. */
function FileShow({ id, item, value, mode }: FieldWidgetProps) {
  const { nameOf, hrefOf } = useFiles();
  // A record's page says so when the field holds no file (spec 3-designer section 8); a list cell stays empty.
  if (mode === "show" && idsOf(value).length === 0)
    return (
      <Text as="span" id={id} color="fg.muted">
        {t("No files found")}
      </Text>
    );
  return (
    <span id={id}>
      {idsOf(value).map((fileId, index) => (
        <Fragment key={fileId}>
          {index > 0 && <VisuallyHidden>, </VisuallyHidden>}
          {mode !== "list" && <FilePreview item={item} name={nameOf(fileId)} href={hrefOf(fileId)} />}
          <Link href={hrefOf(fileId)} download colorPalette="blue" me="2">
            {nameOf(fileId)}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Upload (one or several files), the list with download links and image previews, and detach after a
 * confirmation.
 */
function FileEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const { services, nameOf, hrefOf } = useFiles();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = idsOf(value);
  const files = services.files;
  const multiple = item.multiple;
  const accept = (item.settings.file_types ?? [])
    .map((type) => ACCEPT[type])
    .filter(Boolean)
    .join(",");

  const upload = async (chosen: File[]) => {
    if (!files || chosen.length === 0) return;
    setBusy(true);
    setFailed(false);
    try {
      const stored = await files.upload(item, multiple ? chosen : chosen.slice(0, 1));
      const added = stored.map((file) => file.id);
      onChange(multiple ? [...ids, ...added] : added.slice(0, 1));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  // Detaching is part of the edit: the value loses the file now, the record only when the form is saved,
  // and Cancel keeps it (the server checks the right to detach on that save).
  const detach = (fileId: number) => {
    setConfirming(null);
    onChange(ids.filter((other) => other !== fileId));
  };

  return (
    <Box>
      <List.Root variant="plain" mb="1" gap="1">
        {ids.map((fileId) => (
          <List.Item key={fileId} data-file-id={fileId} alignItems="center" gap="2">
            <FilePreview item={item} name={nameOf(fileId)} href={hrefOf(fileId)} />
            <Link href={hrefOf(fileId)} download colorPalette="blue">
              {nameOf(fileId)}
            </Link>
            {files?.canDetach && confirming !== fileId && (
              <Button
                type="button"
                variant="plain"
                size="xs"
                colorPalette="red"
                onClick={() => setConfirming(fileId)}
              >
                {t("Detach")}
              </Button>
            )}
            {confirming === fileId && (
              <HStack gap="1">
                <Text as="span" textStyle="sm">
                  {t("Are you sure?")}
                </Text>
                <Button type="button" size="xs" colorPalette="red" onClick={() => detach(fileId)}>
                  {t("Yes")}
                </Button>
                <Button type="button" size="xs" variant="outline" onClick={() => setConfirming(null)}>
                  {t("No")}
                </Button>
              </HStack>
            )}
          </List.Item>
        ))}
      </List.Root>
      {files && item.settings.signature === true && (
        <SignaturePad id={id} disabled={busy} onSave={(file) => void upload([file])} />
      )}
      {files && item.settings.signature !== true && (
        <Input
          id={id}
          ref={input}
          type="file"
          size="sm"
          p="1"
          multiple={multiple}
          accept={accept || undefined}
          disabled={busy}
          required={required}
          {...errorProps(id, rawErrors)}
          onChange={(event) => upload([...(event.target.files ?? [])])}
        />
      )}
      {failed && (
        <Text role="alert" textStyle="sm" color="fg.error" mt="1">
          {t("Something went wrong")}
        </Text>
      )}
    </Box>
  );
}

function FileSearch({ id, item, value, onChange }: FieldWidgetProps) {
  const filter = filterOf(value);
  return (
    <OperatorSelect
      id={id}
      operators={item.searchOperators}
      value={operatorOf(value, item.searchOperators)}
      onChange={(operator) => onChange({ ...filter, operator })}
    />
  );
}

/** Uploaded files through the app's file service. */
const file: WidgetModule = {
  type: "file",
  modes: { edit: FileEdit, show: FileShow, list: FileShow, search: FileSearch },
};

export default file;
