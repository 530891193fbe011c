import type { Database } from "../db/database";
import { ensureSuperAdmin, type SuperAdminResult } from "./ensureSuperAdmin";
import { type SeedResult, seedDemo } from "./seedDemo";

export interface FirstStartResult {
  admin: SuperAdminResult;
  /** The demo data seeded with the super admin; absent when the super admin was there already. */
  seeded?: SeedResult;
}

export interface FirstStartOptions {
  adminPassword?: string | undefined;
  demoPassword?: string | undefined;
  /** Runs between creating the super admin and seeding (tests inject a crash here). */
  afterAdmin?: (tx: Database) => Promise<void>;
}

/**
 * Creates the super admin and seeds the demo data in one transaction: a start that crashes halfway leaves
 * nothing, so the next start does it all again (and shows a newly generated password). On PostgreSQL a
 * transaction-level advisory lock lets one of several processes starting together do it; the others wait
 * and find the super admin there.
 */
export function firstStart(db: Database, options: FirstStartOptions = {}): Promise<FirstStartResult> {
  return db.transaction(async (tx) => {
    // Waiting for another process's seeding, and seeding itself, may take longer than a request may.
    await tx.query("set local statement_timeout = 0");
    await tx.query("select pg_advisory_xact_lock(hashtext('docket_first_start:' || current_schema()))");
    const admin = await ensureSuperAdmin(tx, options.adminPassword);
    if (!admin.created) return { admin };
    await options.afterAdmin?.(tx);
    const seeded = await seedDemo(tx, { password: options.demoPassword });
    return { admin, seeded };
  });
}
