import { inject } from "vitest";

const baseUrls = inject("baseUrls");

/** The server of this worker (globalSetup.ts starts one per worker; VITEST_POOL_ID counts them from 1). */
export const baseUrl = baseUrls[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % baseUrls.length] as string;

/** The super admin's password on every server. */
export const adminPassword = inject("adminPassword");
