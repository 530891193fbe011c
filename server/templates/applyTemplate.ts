import {
  check,
  type EntityCreate,
  type TemplateContent,
  TemplateContent as TemplateContentSchema,
  type TemplateEntity,
  type TemplateListOption,
} from "../../schemas";
import type { Database } from "../db/database";
import { createEntity, updateEntity } from "../designer/defdossier/entityService";
import { createDataField, updateDataField } from "../designer/defdossierdeffield/dataFieldService";
import { createLink, pairBackLink, updateLink } from "../designer/defdossierlink/linkService";
import { createBaseField, updateBaseField } from "../designer/deffield/baseFieldService";
import { createOption, updateOption } from "../designer/deffieldlist/listOptionService";
import { createItem, updateItem } from "../designer/displayitem/itemService";
import { createPosition, updatePosition } from "../designer/displayposition/positionService";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, HttpError } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { buildTemplate } from "./buildTemplate";
import { currentItems } from "./currentItems";
import { firstLocale } from "./firstLocale";
import {
  LANGUAGE_MISMATCH,
  TEMPLATE_NOT_APPLIED,
  TEMPLATE_STATUS_FAILED,
  TEMPLATE_STATUS_LOADED,
} from "./templateMessages";

export interface TemplateProgress {
  done: number;
  total: number;
}

type Table =
  | "def_fields"
  | "def_field_lists"
  | "def_dossiers"
  | "display_positions"
  | "def_dossier_def_fields"
  | "def_dossier_links"
  | "display_items";

/** What the environment's current items are compared by: a base field, an option, an entity and so on. */
type ItemKind = Parameters<ReturnType<typeof currentItems>["same"]>[0];

/** The table that holds the items of each kind. */
const TABLE_OF: Record<ItemKind, Table> = {
  deffield: "def_fields",
  option: "def_field_lists",
  entity: "def_dossiers",
  position: "display_positions",
  dataField: "def_dossier_def_fields",
  link: "def_dossier_links",
  item: "display_items",
};
const TABLES = Object.values(TABLE_OF);

/** The ids of the environment's items by table and uuid: how applying finds what exists (patch) or not (post). */
async function uuidIndex(db: Database, environmentId: number): Promise<Map<Table, Map<string, number>>> {
  const index = new Map<Table, Map<string, number>>();
  for (const table of TABLES) {
    const rows = await db.query<{ id: number; uuid: string }>(
      `select id, uuid from ${table} where environment_id = $1`,
      [environmentId],
    );
    index.set(table, new Map(rows.map((r) => [r.uuid, r.id])));
  }
  return index;
}

/** How many writes applying the content takes: the progress bar's total. */
export function countSteps(content: TemplateContent): number {
  let total = 0;
  for (const field of content.deffields) total += 1 + (field.def_field_lists?.length ?? 0);
  for (const entity of content.defdossiers) {
    const positions = entity.displaypositions ?? [];
    const links = entity.defdossierlinks ?? [];
    total += 1 + positions.length + (entity.defdossierdeffields?.length ?? 0);
    total += links.length + links.filter((l) => l.back_link).length;
    for (const position of positions) total += position.display_items?.length ?? 0;
  }
  return total;
}

/** Options that hang under another come after it, so their parent exists when they are written. */
function parentsFirst(options: readonly TemplateListOption[]): TemplateListOption[] {
  const ordered: TemplateListOption[] = [];
  const placed = new Set<string>();
  let left = [...options];
  while (left.length > 0) {
    const ready = left.filter(
      (o) => !o.parent || placed.has(o.parent.uuid) || !left.some((p) => p.uuid === o.parent?.uuid),
    );
    // A cycle of parents: the rest goes as it is (the service refuses what it cannot place).
    const next = ready.length > 0 ? ready : left;
    for (const option of next) placed.add(option.uuid);
    ordered.push(...next);
    left = left.filter((o) => !next.includes(o));
  }
  return ordered;
}

/** Reads the stored template content; a missing or unreadable template cannot be applied. */
export async function loadTemplateContent(db: Database, templateId: number): Promise<TemplateContent> {
  const [row] = await db.query<{ template: string }>("select template from templates where id = $1", [
    templateId,
  ]);
  if (!row) throw new HttpError(404, { message: TEMPLATE_NOT_APPLIED });
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.template);
  } catch {
    throw badRequest({ template: TEMPLATE_NOT_APPLIED }, { message: TEMPLATE_NOT_APPLIED });
  }
  const result = check(TemplateContentSchema, parsed);
  if (!result.ok) throw badRequest({ template: TEMPLATE_NOT_APPLIED }, { message: TEMPLATE_NOT_APPLIED });
  return result.value;
}

/**
 * PATCH /template/apply/{template}/{environment}: writes the template into the environment through the
 * designer's own services, in the spec's order (base fields and their options; entities with their
 * positions and data fields; links; back links; display items), each item found by its uuid in the
 * environment and patched, or else created. All of it happens in one transaction: a failing item leaves
 * nothing behind. Applying the same template again finds every item and changes nothing.
 */
export async function applyTemplate(
  db: Database,
  ctx: CallerContext,
  templateId: number,
  environmentId: number,
  onProgress: (progress: TemplateProgress) => void = () => {},
): Promise<TemplateProgress> {
  await requireEnvironment(db, ctx, environmentId);
  if (!bypassesChecks(ctx, environmentId)) throw forbidden();
  const content = await loadTemplateContent(db, templateId);
  const targetLocale = await firstLocale(db, environmentId);
  if (content.locale && targetLocale !== content.locale) {
    throw badRequest({ environment: LANGUAGE_MISMATCH }, { message: LANGUAGE_MISMATCH });
  }
  const total = countSteps(content);
  let done = 0;
  const step = () => {
    done += 1;
    onProgress({ done, total });
  };

  const result = await db.transaction(async (tx) => {
    // Every item the environment has, by uuid (one read per table), and what each holds now.
    const ids = await uuidIndex(tx, environmentId);
    const idOf = (table: Table, uuid: string): number | undefined => ids.get(table)?.get(uuid);
    const current = currentItems(await buildTemplate(tx, environmentId));

    // An item found by its uuid is patched when it differs from the template (else left alone), a missing
    // one is created; its id either way goes into `into`, where later items look their parents up.
    const patchOrPost = async (
      kind: ItemKind,
      item: { uuid: string },
      into: Map<string, number> | null,
      patch: (id: number) => Promise<unknown>,
      post: () => Promise<{ id: number } | null | undefined>,
    ): Promise<void> => {
      const existing = idOf(TABLE_OF[kind], item.uuid);
      if (existing !== undefined && !current.same(kind, item)) await patch(existing);
      const id = existing ?? (await post())?.id;
      if (id !== undefined) into?.set(item.uuid, id);
    };

    const required = (map: Map<string, number>, uuid: string, label: string) => {
      const id = map.get(uuid);
      if (id === undefined) throw new TemplateItemError(label, `${uuid}: Item not found`);
      return id;
    };

    // Fields and their list values.
    const fieldIds = new Map<string, number>();
    for (const field of content.deffields) {
      const label = `deffield ${field.name}`;
      await tagged(label, async () => {
        const body = { name: field.name, type: field.type, settings: field.settings ?? undefined };
        await patchOrPost(
          "deffield",
          field,
          fieldIds,
          (existing) => updateBaseField(tx, ctx, existing, body),
          () => createBaseField(tx, ctx, { ...body, environment: environmentId, uuid: field.uuid }),
        );
      });
      step();
      const optionIds = new Map<string, number>();
      for (const option of parentsFirst(field.def_field_lists ?? [])) {
        await tagged(`${label}, deffieldlist ${option.uuid}`, async () => {
          const parent = option.parent
            ? (optionIds.get(option.parent.uuid) ?? idOf("def_field_lists", option.parent.uuid))
            : null;
          const body = {
            translations: option.translations,
            color: option.color,
            rank: option.rank,
            default: option.default,
            parent: parent ?? null,
          };
          await patchOrPost(
            "option",
            option,
            optionIds,
            (existing) => updateOption(tx, ctx, existing, body),
            () =>
              createOption(tx, ctx, {
                ...body,
                defField: required(fieldIds, field.uuid, label),
                uuid: option.uuid,
              }),
          );
        });
        step();
      }
    }

    // Entities with their positions and data fields.
    const entityIds = new Map<string, number>();
    const positionIds = new Map<string, number>();
    const dataFieldIds = new Map<string, number>();
    for (const entity of content.defdossiers) {
      const label = `defdossier ${entityLabel(entity)}`;
      await tagged(label, async () => {
        const body = {
          type: entity.type,
          name: entity.name ?? undefined,
          description: entity.description ?? undefined,
          rank: entity.rank,
          archiveable: entity.archiveable,
          disable_immediate_search: entity.disable_immediate_search,
          translations: entity.translations,
          settings: entity.settings ?? undefined,
        };
        await patchOrPost(
          "entity",
          entity,
          entityIds,
          (existing) => updateEntity(tx, ctx, existing, body),
          () =>
            createEntity(tx, ctx, { ...body, environment: environmentId, uuid: entity.uuid } as EntityCreate),
        );
      });
      step();
      const entityId = required(entityIds, entity.uuid, label);
      for (const position of entity.displaypositions ?? []) {
        await tagged(`${label}, displayposition ${position.uuid}`, async () => {
          const body = {
            type: position.type,
            hide: position.hide,
            rank: position.rank,
            translations: position.translations,
            settings: position.settings ?? undefined,
          };
          await patchOrPost(
            "position",
            position,
            positionIds,
            (existing) => updatePosition(tx, ctx, existing, body),
            () => createPosition(tx, ctx, { ...body, defDossier: entityId, uuid: position.uuid }),
          );
        });
        step();
      }
      for (const dataField of entity.defdossierdeffields ?? []) {
        const fieldLabel = `${label}, defdossierdeffield ${dataField.name}`;
        await tagged(fieldLabel, async () => {
          const defField =
            fieldIds.get(dataField.def_field.uuid) ?? idOf("def_fields", dataField.def_field.uuid);
          if (defField === undefined)
            throw new TemplateItemError(fieldLabel, `${dataField.def_field.uuid}: Item not found`);
          const body = {
            name: dataField.name,
            defField,
            obligatory: dataField.obligatory,
            locked: dataField.locked,
            settings: dataField.settings ?? undefined,
          };
          await patchOrPost(
            "dataField",
            dataField,
            dataFieldIds,
            (existing) => updateDataField(tx, ctx, existing, body),
            () => createDataField(tx, ctx, { ...body, defDossier: entityId, uuid: dataField.uuid }),
          );
        });
        step();
      }
    }

    // Links (their names reduced to letters, digits and underscores by the link service), then back links.
    const linkIds = new Map<string, number>();
    for (const entity of content.defdossiers) {
      const entityId = required(entityIds, entity.uuid, `defdossier ${entityLabel(entity)}`);
      for (const link of entity.defdossierlinks ?? []) {
        const label = `defdossier ${entityLabel(entity)}, defdossierlink ${link.name}`;
        await tagged(label, async () => {
          const body = {
            name: link.name,
            typeOfLink: link.type_of_link,
            obligatory: link.obligatory,
            locked: link.locked,
            cascadeRule: link.cascade_rule,
            archiveCascadeRule: link.archive_cascade_rule,
            settings: link.settings ?? undefined,
          };
          const childDefDossier = () => {
            const id =
              entityIds.get(link.child_def_dossier.uuid) ?? idOf("def_dossiers", link.child_def_dossier.uuid);
            if (id === undefined)
              throw new TemplateItemError(label, `${link.child_def_dossier.uuid}: Item not found`);
            return id;
          };
          await patchOrPost(
            "link",
            link,
            linkIds,
            (existing) => updateLink(tx, ctx, existing, body),
            () =>
              createLink(tx, ctx, {
                ...body,
                defDossier: entityId,
                childDefDossier: childDefDossier(),
                uuid: link.uuid,
              }),
          );
          // The child entity must exist also for a link found by its uuid (patched or not).
          childDefDossier();
        });
        step();
      }
    }
    for (const entity of content.defdossiers) {
      for (const link of entity.defdossierlinks ?? []) {
        if (!link.back_link) continue;
        const backlinkUuid = link.back_link.uuid;
        await tagged(
          `defdossier ${entityLabel(entity)}, defdossierlink ${link.name} (back link)`,
          async () => {
            const defDossier = required(entityIds, entity.uuid, entity.uuid);
            const childDefDossier =
              entityIds.get(link.child_def_dossier.uuid) ?? idOf("def_dossiers", link.child_def_dossier.uuid);
            if (childDefDossier === undefined) throw new TemplateItemError(link.name, "Item not found");
            if (current.paired(link.uuid, backlinkUuid)) return;
            await pairBackLink(tx, ctx, { uuid: link.uuid, backlinkUuid, defDossier, childDefDossier });
          },
        );
        step();
      }
    }

    // Display items, which show the data fields and links written above.
    for (const entity of content.defdossiers) {
      const entityId = required(entityIds, entity.uuid, entity.uuid);
      for (const position of entity.displaypositions ?? []) {
        const displayPosition = required(positionIds, position.uuid, position.uuid);
        for (const item of position.display_items ?? []) {
          const label = `defdossier ${entityLabel(entity)}, displayitem ${item.uuid}`;
          await tagged(label, async () => {
            const fieldUuid = item.def_dossier_def_field?.uuid;
            const linkUuid = item.def_dossier_link?.uuid;
            const body = {
              view: item.view,
              displayPosition,
              defDossierDefField: fieldUuid
                ? (dataFieldIds.get(fieldUuid) ?? idOf("def_dossier_def_fields", fieldUuid) ?? null)
                : null,
              defDossierLink: linkUuid
                ? (linkIds.get(linkUuid) ?? idOf("def_dossier_links", linkUuid) ?? null)
                : null,
              rank: item.rank,
              col: item.col,
              colspan: item.colspan,
              rowspan: item.rowspan,
              translations: item.translations,
              permissions_type: item.permissions_type,
              settings: item.settings ?? undefined,
            };
            await patchOrPost(
              "item",
              item,
              null,
              (existing) => updateItem(tx, ctx, existing, body),
              () => createItem(tx, ctx, { ...body, defDossier: entityId, uuid: item.uuid }),
            );
          });
          step();
        }
      }
    }

    await tx.query(
      "update environments set template_id = $2, template_status = $3, modified_at = now() where id = $1",
      [environmentId, templateId, TEMPLATE_STATUS_LOADED],
    );
    return { done, total };
  });
  return result;
}

/** Marks the environment's template as failed (status 9), after the failed transaction rolled back. */
export async function markTemplateFailed(db: Database, environmentId: number, templateId: number) {
  await db.query("update environments set template_id = $2, template_status = $3 where id = $1", [
    environmentId,
    templateId,
    TEMPLATE_STATUS_FAILED,
  ]);
}

function entityLabel(entity: TemplateEntity): string {
  return entity.name || entity.translations[0]?.name_singular || entity.uuid;
}

/** A failure of one template item, named so the apply screen can say which one. */
class TemplateItemError extends HttpError {
  constructor(label: string, message: string) {
    super(400, { errors: { [label]: message }, message: `${label}: ${message}` });
  }
}

/** Runs one item's write; a refusal is reported with the item's name and the service's own message. */
async function tagged(label: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof TemplateItemError || !(error instanceof HttpError) || error.statusCode !== 400)
      throw error;
    const errors = (error.body.errors ?? {}) as Record<string, string>;
    const [first] = Object.entries(errors);
    const message = first ? `${first[0]}: ${first[1]}` : error.message;
    throw new TemplateItemError(label, message);
  }
}
