import { readDataUrl } from "../../record/utils/readDataUrl";
import type { TemplateChanges } from "../api/saveDocumentTemplate";
import type { TemplateDraft } from "../components/TemplateFields";

/** What a draft sends: the name, the entity (null for any) and, when one was chosen, the file and its name. */
export async function templateChanges(draft: TemplateDraft): Promise<TemplateChanges> {
  return {
    name: draft.name.trim(),
    defDossier: draft.entity === "" ? null : Number(draft.entity),
    ...(draft.file ? { file: await readDataUrl(draft.file), filename: draft.file.name } : {}),
  };
}
