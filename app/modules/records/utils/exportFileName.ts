const two = (n: number) => String(n).padStart(2, "0");

/** The CSV file's name (spec 9): the entity's id, its name and the moment, such as 2031_Contacts_20260115_143000.csv. */
export function exportFileName(entityId: number, entityName: string, at: Date): string {
  const name = entityName.replace(/[\\/:*?"<>|\s]+/g, "_").replace(/^_+|_+$/g, "");
  const stamp = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}_${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `${entityId}_${name || "export"}_${stamp}.csv`;
}
