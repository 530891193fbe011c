import { NativeSelect, Table, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { ImportState } from "../api/ImportState";

/** The mapping step: per column of the file, its first value and the field it fills (or none). */
export function ImportMapping({
  state,
  mapping,
  onChange,
  disabled,
}: {
  state: ImportState;
  mapping: Record<string, number>;
  onChange: (mapping: Record<string, number>) => void;
  disabled: boolean;
}) {
  const t = useT();
  const choose = (column: number, value: string) => {
    const next = { ...mapping };
    delete next[String(column)];
    if (value !== "") {
      // A field takes one column: choosing it here frees it elsewhere.
      for (const [other, itemId] of Object.entries(next)) if (itemId === Number(value)) delete next[other];
      next[String(column)] = Number(value);
    }
    onChange(next);
  };
  return (
    <Table.Root size="sm" aria-label={t("Columns")}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("Column")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("First value")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("Field")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {state.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file (names may repeat)
          <Table.Row key={index}>
            <Table.Cell>{column}</Table.Cell>
            <Table.Cell>
              <Text truncate maxW="xs">
                {state.preview?.[0]?.[index] ?? ""}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <NativeSelect.Root size="sm" disabled={disabled}>
                <NativeSelect.Field
                  aria-label={t("Field for column {column}", { column })}
                  value={mapping[String(index)] === undefined ? "" : String(mapping[String(index)])}
                  onChange={(event) => choose(index, event.target.value)}
                >
                  <option value="">{t("Do not import")}</option>
                  {state.fields.map((field) => (
                    <option key={field.id} value={String(field.id)}>
                      {field.required ? `${field.label} *` : field.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
