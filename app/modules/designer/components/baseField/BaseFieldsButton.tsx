import { Badge, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListFailure } from "../../../../components/ListFailure";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { listBaseFields } from "../../api/listBaseFields";
import { EditorDialog } from "../editorFrame/EditorDialog";
import { BaseFieldEditor } from "./BaseFieldEditor";
import { DuplicateBaseFieldDialog } from "./DuplicateBaseFieldDialog";
import { fieldTypeLabel } from "./fieldTypeLabel";

type Mode = { kind: "list" } | { kind: "edit"; id: number | undefined } | { kind: "duplicate"; id: number };

export interface BaseFieldsButtonProps {
  environmentId: number | undefined;
}

/** The field designer's Base fields entry: the environment's base fields, searchable, to add, edit or duplicate. */
export function BaseFieldsButton({ environmentId }: BaseFieldsButtonProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>();
  const [search, setSearch] = useState("");
  const fields = useQuery({
    queryKey: fieldKeys.baseFields(environmentId),
    queryFn: () => listBaseFields(environmentId as number),
    enabled: environmentId !== undefined && mode !== undefined,
  });
  if (environmentId === undefined) return null;
  const wanted = search.trim().toLowerCase();
  const shown = (fields.data ?? []).filter(
    (field) =>
      wanted === "" ||
      (field.name ?? "").toLowerCase().includes(wanted) ||
      field.type.toLowerCase().includes(wanted),
  );
  const backToList = () => setMode({ kind: "list" });

  return (
    <>
      <Button size="sm" variant="outline" onClick={backToList}>
        {t("Base fields")}
      </Button>
      {mode?.kind === "list" && (
        <EditorDialog
          title={t("Base fields")}
          size="md"
          onClose={() => setMode(undefined)}
          footer={
            <Button colorPalette="teal" onClick={() => setMode({ kind: "edit", id: undefined })}>
              {t("New base field")}
            </Button>
          }
        >
          <Stack gap="3">
            <Input
              size="sm"
              type="search"
              aria-label={t("Search base fields")}
              placeholder={t("Search base fields")}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {fields.isPending ? (
              <Text color="fg.muted">{t("Loading")}</Text>
            ) : fields.error ? (
              <ListFailure onRetry={() => void fields.refetch()} />
            ) : shown.length === 0 ? (
              <Text color="fg.muted">{t("No items found")}</Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none" maxH="60vh" overflowY="auto">
                {shown.map((field) => {
                  const name = field.name ?? `#${field.id}`;
                  return (
                    <HStack as="li" key={field.id} gap="2" py="1" borderBottomWidth="1px">
                      <Text flex="1">{name}</Text>
                      <Badge size="sm">{fieldTypeLabel(field.type, t)}</Badge>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t("Edit base field {name}", { name })}
                        onClick={() => setMode({ kind: "edit", id: field.id })}
                      >
                        {t("Edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t("Duplicate base field {name}", { name })}
                        onClick={() => setMode({ kind: "duplicate", id: field.id })}
                      >
                        {t("Duplicate")}
                      </Button>
                    </HStack>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </EditorDialog>
      )}
      {mode?.kind === "edit" && (
        <BaseFieldEditor baseFieldId={mode.id} environmentId={environmentId} onClose={backToList} />
      )}
      {mode?.kind === "duplicate" && (
        <DuplicateBaseFieldDialog baseFieldId={mode.id} environmentId={environmentId} onClose={backToList} />
      )}
    </>
  );
}
