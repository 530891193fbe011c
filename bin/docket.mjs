#!/usr/bin/env node
// The docket command: runs the built command line (npm run build writes dist/cli.mjs).
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli.mjs", import.meta.url);
if (!existsSync(cli)) {
  console.error("Docket is not built yet: run `npm run build` first.");
  process.exit(2);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
