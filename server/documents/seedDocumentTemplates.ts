import type { EnvironmentFixture } from "../../fixtures";
import type { Queryable } from "../metadata/loadBundle";
import { minimalDocx } from "./minimalDocx";

/** The fixture's Word document templates, each made into a .docx of its paragraphs. */
export async function seedDocumentTemplates(db: Queryable, fixture: EnvironmentFixture): Promise<void> {
  for (const template of fixture.documentTemplates) {
    const bytes = minimalDocx(template.paragraphs);
    await db.query(
      `insert into document_templates (uuid, environment_id, def_dossier_id, name, translations, filename, size, bytes)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        template.uuid,
        fixture.environment.id,
        template.defDossier,
        template.name,
        JSON.stringify(template.translations),
        `${template.name}.docx`,
        bytes.length,
        bytes,
      ],
    );
  }
}
