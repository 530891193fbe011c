/**
 * The name of a copy of a base field: its name with the first free running number, ' #1', ' #2'... (spec
 * 3-designer section 4). A copy of a copy counts on from the original's name rather than adding a second number.
 */
export function baseFieldCopyName(name: string, takenNames: readonly string[]): string {
  const stem = name.replace(/ #\d+$/, "");
  const taken = new Set(takenNames.map((taken) => taken.trim().toLowerCase()));
  let number = 1;
  while (taken.has(`${stem} #${number}`.toLowerCase())) number++;
  return `${stem} #${number}`;
}
