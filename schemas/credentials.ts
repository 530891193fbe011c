import { type Static, Type } from "@sinclair/typebox";
import { Id, Pager } from "./common";

/** The admin areas of an environment; a role grants one with its key (spec 3-designer section 6). */
export const ADMIN_KEYS = [
  "kedo.env",
  "kedo.user",
  "kedo.defdossierdeffield",
  "kedo.displayitem",
  "kedo.defdossier",
  "kedo.notification",
  "kedo.role",
  "kedo.locale",
  "kedo.file",
  "kedo.file.delete",
  "kedo.module",
  "kedo.event",
  "kedo.datastructure",
  "kedo.erd",
  "kedo.permissions",
  "kedo.logs",
  "kedo.useractivity",
  "kedo.mypageblocks",
  "kedo.kedocx",
  "kedo.querybuilder",
  "kedo.webhooks",
  "kedo.brp",
] as const;

/** What a role may allow on the records of one entity (spec 2-records section 6). */
export const ENTITY_ACTIONS = [
  "show",
  "edit",
  "create",
  "delete",
  "archive",
  "export",
  "export_csv",
  "export_pdf",
  "export_word",
  "export_html",
  "merge",
  "massupdate",
  "dossierlog",
  "secureshare",
] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** The credential that grants one action on the records of one entity. */
export const entityCredential = (entityId: number, action: string) => `kedo.defdossier.${entityId}.${action}`;

/** One credential a role of the environment may hold (GET /credential): environment-wide, admin area or entity action. */
export const CredentialEntry = Type.Object({
  credential: Type.String(),
  type: Type.Union([Type.Literal("environment"), Type.Literal("admin"), Type.Literal("entity")]),
  def_dossier_id: Type.Optional(Id),
  action: Type.Optional(Type.String()),
});
export type CredentialEntry = Static<typeof CredentialEntry>;

/** GET /credential: the whole catalog of the environment, in one page. */
export const CredentialList = Type.Object({ results: Type.Array(CredentialEntry), pager: Pager });
export type CredentialList = Static<typeof CredentialList>;
