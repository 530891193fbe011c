import { Field } from "@chakra-ui/react";
import { pickTranslation } from "../../../../../engine/translate";
import { GenericSelectList } from "../../../../components/GenericSelectList";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";

interface ListedQuery {
  id: number;
  translations?: { culture: string; search_name?: string | null }[] | null;
}

export interface QuerySettingProps {
  label: string;
  /** The entity whose queries are offered. */
  entityId: number;
  value: number | string | null | undefined;
  error?: string | undefined;
  onChange: (id: number | null) => void;
}

/** A query id as a setting may hold it: a number, or its digits as text. */
const idOf = (value: number | string | null | undefined) =>
  typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : null;

/**
 * A dossier query of an entity chosen in the generic select list; Add opens the query builder on a new query
 * of the entity, Edit on the chosen one.
 */
export function QuerySetting({ label, entityId, value, error, onChange }: QuerySettingProps) {
  const t = useT();
  const locale = useContentLocale();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <GenericSelectList<ListedQuery>
        url="/dossierquery"
        params={{ defDossier: entityId }}
        label={label}
        value={idOf(value)}
        labelOf={(query) => pickTranslation(query.translations ?? [], locale)?.search_name || `#${query.id}`}
        onChange={onChange}
        onAdd={() => window.open(`/querybuilder/0?defDossier=${entityId}`, "_blank", "noopener")}
        onEdit={(id) => window.open(`/querybuilder/${id}`, "_blank", "noopener")}
        invalid={!!error}
      />
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
