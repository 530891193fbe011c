import type { DataFieldAnswer, DataFieldList, LinkAnswer, LinkList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** An entity's data fields and links, as the field path picker and the new item's field choice browse them. */
export interface FieldsAndLinks {
  fields: DataFieldAnswer[];
  links: LinkAnswer[];
}

/**
 * GET /defdossierdeffield?defDossier&limit=500&page=0 and GET /defdossierlink?defDossier&limit=500
 * (spec 3-designer section 7).
 */
export async function listFieldsAndLinks(entityId: number): Promise<FieldsAndLinks> {
  const [fields, links] = await Promise.all([
    api<DataFieldList>("/defdossierdeffield", {
      query: { defDossier: entityId, limit: 500, page: 0 },
    }),
    api<LinkList>("/defdossierlink", { query: { defDossier: entityId, limit: 500 } }),
  ]);
  return { fields: fields.results, links: links.results };
}
