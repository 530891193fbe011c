import type { ReactNode } from "react";
import type { CompiledItem } from "../engine";

/** A record or user to pick, as a picker shows it. */
export interface PickOption {
  id: number;
  label: string;
  /** Avatar image address (users). */
  avatar?: string;
}

/** A link field's add or filter control: it answers the record the user added or chose. */
export interface LinkControlProps {
  item: CompiledItem;
  onPicked: (option: PickOption) => void;
}

/** Finds records of a link's child entity; the app answers from /api. */
export interface LinkSource {
  search(item: CompiledItem, query: string): Promise<PickOption[]>;
  /** Whether the user may see records of the linked entity (else the 403 notice shows). */
  canShow?(item: CompiledItem): boolean;
  /**
   * The button and dialog that add a new record of the linked entity (static backdrop); the app shows it
   * only with the create right on that entity.
   */
  renderAdd?: (props: LinkControlProps) => ReactNode;
  /** The button and dialog that find records of the linked entity through its search view. */
  renderFilter?: (props: LinkControlProps) => ReactNode;
}

export interface UserSource {
  search(query: string): Promise<PickOption[]>;
  /** A known user's avatar address, for show mode. */
  avatarOf?(id: number): string | undefined;
}

export interface StoredFile {
  id: number;
  filename: string;
}

export interface FileService {
  upload(item: CompiledItem, files: File[]): Promise<StoredFile[]>;
  /**
   * Admins, environment admins and holders of the file-delete credential may detach; a detach is part of
   * the edit and is saved (or cancelled) with it.
   */
  canDetach: boolean;
  downloadUrl(fileId: number): string;
}

/** The saved record a form shows; absent while creating. */
export interface RecordInfo {
  id: number;
  /** Its summary, where known (list rows), to name it in a dialog. */
  summary?: string | null;
}

/** What the app fills in: embedded lists of links and dashboard blocks placed as items. */
export type SlotRenderer = (slot: { kind: "embedded" | "block"; item: CompiledItem }) => ReactNode;

/**
 * Everything widgets need from outside the engine, injected by the app (and by tests). Every member is
 * optional: a widget without its service renders what it can.
 */
export interface WidgetServices {
  links?: LinkSource;
  users?: UserSource;
  files?: FileService;
  record?: RecordInfo;
  /** Labels of users, records and files by id, for show and list formatting (engine FormatContext.resolve). */
  resolve?: (kind: "user" | "record" | "file", id: number) => string | undefined;
  /** Runs a custom action button for the saved record. */
  onAction?: (item: CompiledItem, record: RecordInfo) => void;
  /** List fast switch: saves one added or removed option at once. */
  onFastSwitch?: (item: CompiledItem, optionId: number, selected: boolean) => void;
  /** Map tiles, such as https://tile.example/{z}/{x}/{y}.png; without it the map draws no tiles. */
  tileUrl?: string;
  /** The tiles' credit line, shown on the map. */
  tileAttribution?: string;
  /** The server is set up without map tiles (MAP_TILE_URL=none): the map says so. */
  tilesUnset?: boolean;
  renderSlot?: SlotRenderer;
  /** Tools beside an item's label, such as the app's admin cog. */
  renderItemTools?: (item: CompiledItem) => ReactNode;
  /** Shows a short message; DocketForm shows its own toast when the app gives none. */
  toast?: (message: string) => void;
}
