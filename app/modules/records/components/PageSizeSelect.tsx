import { chakra, HStack, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import { PAGE_SIZES } from "../utils/PAGE_SIZES";

export interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
}

/** How many records a page shows: 10, 20, 25, 50 or 100. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const t = useT();
  return (
    <HStack gap="2">
      <chakra.label htmlFor="dk-page-size" fontSize="sm" whiteSpace="nowrap">
        {t("Items per page")}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id="dk-page-size"
          value={String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
