import type { QueryKey } from "@tanstack/react-query";

const blockDataRoot = "blockData";

/**
 * React Query keys of the dashboard: an environment's blocks (the dashboard in the own or default view, and
 * the blocks page's whole list, all under `ofEnvironment`), one block, and each block's data.
 */
export const dashboardKeys = {
  ofEnvironment: (environmentId: number | null) => ["dashboard", environmentId] as const,
  dashboard: (environmentId: number | null, defaultView: boolean) =>
    ["dashboard", environmentId, defaultView] as const,
  allBlocks: (environmentId: number | null) => ["dashboard", environmentId, "all"] as const,
  block: (blockId: number | undefined) => ["block", blockId] as const,
  /** A block's data, by the block, its entity and the call's parameters. */
  blockData: (blockId: number, entityId: number | null | undefined, parameters: Record<string, unknown>) =>
    [blockDataRoot, blockId, entityId, parameters] as const,
  /** Whether a key is the data of a block of the entity, or of one of the given blocks. */
  isBlockDataOf: (key: QueryKey, entityId: number, blockIds: ReadonlySet<number>): boolean =>
    key[0] === blockDataRoot && (key[2] === entityId || blockIds.has(key[1] as number)),
};
