import type { Database } from "./database";

/**
 * Seeding writes explicit ids; afterwards every identity sequence must continue past the highest id,
 * or the next ordinary insert would collide.
 */
export async function moveSequencesPastIds(db: Database): Promise<void> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of columns) {
    const table = `"${table_name.replaceAll('"', '""')}"`;
    const column = `"${column_name.replaceAll('"', '""')}"`;
    await db.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      [table, column_name],
    );
  }
}
