import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runMigrations } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { SUPER_ADMIN_USERNAME } from "../setup/ensureSuperAdmin";
import { resetPassword, UnknownUserError } from "../setup/resetPassword";
import { InputError } from "./engineCommands";
import { printGeneratedPassword } from "./passwordNotice";

/**
 * `docket admin reset-password [--username admin] [--data DIR]`: sets the user's password to
 * DOCKET_ADMIN_PASSWORD, or to a generated one that it prints, on the database `serve` would open.
 */
export async function adminCommand(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== "reset-password") throw new InputError(`Unknown admin command: ${action ?? "(none)"}`);
  const { values } = parseArgs({
    args: rest,
    options: { username: { type: "string" }, data: { type: "string" } },
    strict: true,
  });
  const username = values.username ?? SUPER_ADMIN_USERNAME;
  const dataDir = resolve(values.data ?? process.env.DATA_DIR ?? "./data");
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    await runMigrations(db);
    const result = await resetPassword(db, username, process.env.DOCKET_ADMIN_PASSWORD);
    if (result.generatedPassword) printGeneratedPassword(username, result.generatedPassword);
    else console.log(`The password of '${username}' is now DOCKET_ADMIN_PASSWORD.`);
    console.log("Their sessions have ended.");
    return 0;
  } catch (error) {
    if (error instanceof UnknownUserError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
