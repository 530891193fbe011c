/** An import as GET /import/{id} answers it, as the server declares it (schemas/import.ts). */
export type { ImportField, ImportRowError, ImportState, ImportStatus } from "../../../../schemas";
