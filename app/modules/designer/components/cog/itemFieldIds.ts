/** The data field or link an item shows, from its value key (`f{id}` or `l{id}`, engine CompiledItem.key). */
export function itemFieldIds(key: string): { dataFieldId?: number; linkId?: number } {
  const id = Number(key.slice(1));
  if (!Number.isInteger(id)) return {};
  if (key.startsWith("f")) return { dataFieldId: id };
  if (key.startsWith("l")) return { linkId: id };
  return {};
}
