import { DataFolderInUseError } from "../db/dataFolderLock";
import { checkCommand, compileCommand, InputError } from "./engineCommands";

const USAGE = `Usage:
  docket compile <bundle.json> --view <mode> [--locale L] [--roles 3,5] [--admin]
  docket check <bundle.json> --view <mode> --values <values.json> [--context <paths.json>] [--roles ...] [--admin]
  docket serve [--port N] [--data DIR]
  docket admin reset-password [--username admin] [--data DIR]
  docket backup <file> [--data DIR]
  docket restore <file> [--force] [--data DIR]`;

/** Runs one docket command and answers its exit code: 0 fine, 1 errors found, 2 bad input. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "compile":
        return compileCommand(rest);
      case "check":
        return checkCommand(rest);
      case "serve": {
        const { serve } = await import("./serve");
        await serve(rest);
        return 0;
      }
      case "admin": {
        const { adminCommand } = await import("./adminCommands");
        return await adminCommand(rest);
      }
      case "backup": {
        const { backupCommand } = await import("./backupCommands");
        return await backupCommand(rest);
      }
      case "restore": {
        const { restoreCommand } = await import("./backupCommands");
        return await restoreCommand(rest);
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof InputError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error((error as Error).message);
      return 2;
    }
    throw error;
  }
}
