import { Link } from "@chakra-ui/react";
import { FormattedValue } from "../controls/FormattedValue";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** The user id of a creator or modifier answered as {id, username}; undefined for a bare username. */
function userIdOf(value: unknown): number | undefined {
  if (typeof value !== "object" || value === null || !("id" in value)) return undefined;
  const id = Number((value as { id: unknown }).id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The metadata as the engine formats it; a creator or modifier links to their profile (/user/{id}). */
function MetadataValue(props: FieldWidgetProps) {
  const userId = userIdOf(props.value);
  if (userId === undefined) return <FormattedValue {...props} />;
  return (
    <Link href={`/user/${userId}`} colorPalette="blue">
      <FormattedValue {...props} />
    </Link>
  );
}

/** Record metadata (creator, modifier, their moments, id, summary): read-only in every mode. */
const dossierData: WidgetModule = {
  type: "dossier_data",
  modes: { edit: MetadataValue, show: MetadataValue, list: MetadataValue, search: FormattedValue },
};

export default dossierData;
