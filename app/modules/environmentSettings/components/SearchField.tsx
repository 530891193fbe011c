import { Input } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** The search box above a settings list. */
export function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useT();
  return (
    <Input
      type="search"
      maxW="sm"
      placeholder={t("Search")}
      aria-label={t("Search")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
