import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";

/** A record write another user should see: lists of its entity refetch and mark the row. */
export const RecordChange = Type.Object({
  environmentId: Id,
  defDossierId: Id,
  dossierId: Id,
  action: Type.Union(
    ["create", "update", "delete", "archive", "dearchive"].map((name) => Type.Literal(name)),
  ),
  /** Who wrote: a user, or an embed token (no user: id null, username "Embed token: {name}"). */
  sender: Type.Object({ id: Nullable(Id), username: Type.String() }),
});
export type RecordChange = Static<typeof RecordChange>;

/** Someone looking at an environment or a record, as other users see them. */
export const PresentUser = Type.Object({
  id: Id,
  username: Type.String(),
  /** What the user set with user:presence:set ("online" until then). */
  presence: Type.String(),
});
export type PresentUser = Static<typeof PresentUser>;

export const EnvironmentJoin = Type.Object({ environmentId: Id });
export const DossierJoin = Type.Object({ dossierId: Id });
export const PresenceSet = Type.Object({ presence: Type.String({ minLength: 1, maxLength: 20 }) });
export const DisplayItemChange = Type.Object({ defDossierId: Id, room: Type.Optional(Type.String()) });

/** Events the server sends on the live socket (spec 2, section 7). */
export interface ServerToClientEvents {
  "environment:presence:update": (payload: { environmentId: number; users: PresentUser[] }) => void;
  "dossier:users": (payload: { dossierId: number; users: PresentUser[] }) => void;
  /** A record was written by someone else: lists of the entity refetch. */
  "displayItem:fetch": (change: RecordChange) => void;
  /** A designer changed the entity's display items: its metadata is read again. */
  "displayItem:refresh": (payload: { defDossierId: number; sender: string }) => void;
  /** How far applying a template has come (done of total writes), sent to the user who applies it. */
  "template:progress": (payload: TemplateProgressEvent) => void;
}

/** The payload of template:progress. */
export interface TemplateProgressEvent {
  templateId: number;
  environmentId: number;
  done: number;
  total: number;
}

/** Events the app sends on the live socket. */
export interface ClientToServerEvents {
  "environment:join": (payload: Static<typeof EnvironmentJoin>) => void;
  "dossier:join": (payload: Static<typeof DossierJoin>) => void;
  "dossier:exit": () => void;
  "user:presence:set": (payload: Static<typeof PresenceSet>) => void;
  "displayItem:update": (payload: Static<typeof DisplayItemChange>) => void;
  "displayItem:delete": (payload: Static<typeof DisplayItemChange>) => void;
}
