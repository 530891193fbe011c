import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { LinkFieldEditor } from "../linkField/LinkFieldEditor";
import { DataFieldEditor } from "./DataFieldEditor";
import { EntityFieldsList } from "./EntityFieldsList";

type Open = { kind: "dataField"; id?: number } | { kind: "link"; id?: number };

export interface FieldEditorButtonsProps {
  entityId: number;
  environmentId: number | undefined;
}

/** The designer toolbar's entry to the data field and link editors: new ones, and the entity's existing ones. */
export function FieldEditorButtons({ entityId, environmentId }: FieldEditorButtonsProps) {
  const t = useT();
  const [open, setOpen] = useState<Open>();
  const [listed, setListed] = useState(false);
  if (environmentId === undefined) return null;
  const close = () => setOpen(undefined);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "dataField" })}>
        {t("New data field")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "link" })}>
        {t("New link field")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={listed}
        aria-controls="designer-entity-fields"
        onClick={() => setListed(!listed)}
      >
        {t("Data fields and links")}
      </Button>
      {listed && (
        <EntityFieldsList
          entityId={entityId}
          onEditDataField={(id) => {
            setListed(false);
            setOpen({ kind: "dataField", id });
          }}
          onEditLink={(id) => {
            setListed(false);
            setOpen({ kind: "link", id });
          }}
        />
      )}
      {open?.kind === "dataField" && (
        <DataFieldEditor
          key={`data-field-${open.id ?? "new"}`}
          entityId={entityId}
          environmentId={environmentId}
          {...(open.id !== undefined ? { dataFieldId: open.id } : {})}
          onClose={close}
        />
      )}
      {open?.kind === "link" && (
        <LinkFieldEditor
          key={`link-${open.id ?? "new"}`}
          entityId={entityId}
          environmentId={environmentId}
          {...(open.id !== undefined ? { linkId: open.id } : {})}
          onClose={close}
        />
      )}
    </>
  );
}
