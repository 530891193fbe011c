import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.test\.tsx?$|(^|\/)(__snapshots__|dist|node_modules)\//;

/**
 * Whether the TypeScript sources under `folders` quote a text ("text", 'text' or `text`): a build that ships
 * only those folders' code needs only the catalog entries they quote, since every message id in the code is
 * written out whole (at the call or in a constant). Reads the sources once, when called.
 */
export function quotedIn(folders: readonly string[]): (text: string) => boolean {
  const code = folders
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file))
        .map((file) => readFileSync(join(folder, file), "utf8")),
    )
    .join("\n");
  return (text) =>
    code.includes(JSON.stringify(text)) || code.includes(`'${text}'`) || code.includes(`\`${text}\``);
}
