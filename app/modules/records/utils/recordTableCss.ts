import type { SystemStyleObject } from "@chakra-ui/react";
import { type PinnedColumn, pinnedCellCss } from "./pinnedColumns";

const PINNED: PinnedColumn[] = ["select", "bell", "edit", "summary"];

/**
 * The look of the record rows, set once on the table: the rows are plain elements (a long list mounts a few
 * dozen rows at each scroll step, and a styled element per cell, a checkbox's state machine and an icon
 * button per row resolved their styles each time), given here what the table recipe's sm cells had
 * (padding 2, a bottom border), the row's states (archived, written by someone else a moment ago,
 * hovered), the pinned columns, the selection checkboxes and the quick-edit buttons.
 */
export const recordTableCss: SystemStyleObject = {
  "& > tbody > tr[data-record-id]": { bg: "bg", cursor: "pointer", _hover: { bg: "bg.subtle" } },
  "& > tbody > tr[data-archived]": { bg: "bg.muted", color: "fg.muted", fontStyle: "italic" },
  "& > tbody > tr[data-live-changed]": { bg: "yellow.subtle" },
  "& > tbody > tr[data-record-id] > td": { px: "2", py: "2", borderBottomWidth: "1px", textAlign: "start" },
  "& > tbody > tr > td[data-value]": { whiteSpace: "normal", overflowWrap: "break-word" },
  // As wide as the value, up to 20rem; longer values wrap there.
  "& > tbody > tr > td[data-value] > div": { maxW: "20rem", width: "max-content" },
  "& input[data-select]": { boxSize: "4", margin: 0, accentColor: "colorPalette.solid", cursor: "pointer" },
  "& button[data-quick-edit]": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "8",
    rounded: "l2",
    color: "colorPalette.fg",
    cursor: "pointer",
    _hover: { bg: "colorPalette.subtle" },
    _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "1px" },
    "& svg": { boxSize: "4" },
  },
  ...Object.fromEntries(
    PINNED.map((column) => [`& > tbody > tr > td[data-pinned="${column}"]`, pinnedCellCss(column)]),
  ),
};
