import { describe, expect, it } from "vitest";
import type { Block } from "../api/Block";
import { linkedCountBlocks } from "./linkedCountBlocks";

const block = (id: number, type: Block["type"], children: Block[] = []): Block => ({
  id,
  uuid: `b${id}`,
  environment: 1,
  type,
  parent: null,
  children,
  col: 6,
  rank: id,
  defDossier: 10,
  def_dossier_id: 10,
  dossierQuery: null,
  dossier_query_id: null,
  dashboard: true,
  roles: [],
  translations: [],
  settings: {},
});

describe("linkedCountBlocks", () => {
  it("finds the linked-count blocks, inside containers too, and no other kind", () => {
    const blocks = [
      block(1, "count_list_options"),
      block(2, "count_link_options"),
      block(3, "block_container", [block(4, "count_link_options"), block(5, "sum_fields")]),
    ];
    expect([...linkedCountBlocks(blocks)].sort()).toEqual([2, 4]);
  });
});
