import type { Block } from "../api/Block";

/** The ids of the blocks (containers' children too) that count a linked entity's list options. */
export function linkedCountBlocks(blocks: readonly Block[]): Set<number> {
  const ids = new Set<number>();
  const walk = (list: readonly Block[]) => {
    for (const block of list) {
      if (block.type === "count_link_options") ids.add(block.id);
      walk(block.children ?? []);
    }
  };
  walk(blocks);
  return ids;
}
