/**
 * npm run bench:durability: the kill -9 harness (tests/durability/killNine.ts) for BENCH_ROUNDS (20) rounds
 * on PGlite and as many on PostgreSQL (TEST_DATABASE_URL, else DATABASE_URL; left out when neither is set).
 * Each round: BENCH_CLIENTS (4) clients stream acknowledged creates and edits, `docket serve` is killed with
 * SIGKILL at a random moment, restarted on the same data, and every acknowledged write is checked. Prints
 * rounds, writes acknowledged and writes lost; exits 1 when any write was lost or a start was not clean.
 * BENCH_STORES (pglite,postgres) picks the stores.
 */
import { type KillNineReport, runKillNine } from "../durability/killNine";
import { postgresServerUrl, type StoreKind } from "../durability/serverUnderTest";

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const ROUNDS = intFromEnv("BENCH_ROUNDS", 20);
const CLIENTS = intFromEnv("BENCH_CLIENTS", 4);

function print(report: KillNineReport, seconds: number): void {
  const acknowledged = report.acknowledgedCreates + report.acknowledgedEdits;
  console.log(
    `${report.kind}: ${report.rounds} rounds in ${Math.round(seconds)} s; ` +
      `clean starts ${report.cleanStarts}/${report.rounds + 1}; ` +
      `writes acknowledged ${acknowledged} (${report.acknowledgedCreates} creates, ${report.acknowledgedEdits} edits); ` +
      `in flight at the kills ${report.inFlightAtKill}; writes lost ${report.problems.length}; ` +
      `exit code after SIGTERM ${report.finalExitCode}`,
  );
  for (const problem of report.problems) console.log(`  ${problem}`);
}

async function main(): Promise<void> {
  const available: StoreKind[] = postgresServerUrl() ? ["pglite", "postgres"] : ["pglite"];
  if (available.length === 1) console.log("No TEST_DATABASE_URL or DATABASE_URL: PGlite only");
  // BENCH_STORES=pglite or postgres runs one of them (two runs side by side on a machine with cores to spare).
  const kinds = available.filter((kind) => (process.env.BENCH_STORES ?? kind).split(",").includes(kind));
  let failed = false;
  for (const kind of kinds) {
    const started = performance.now();
    const report = await runKillNine({
      kind,
      rounds: ROUNDS,
      clients: CLIENTS,
      killAfter: { min: 1000, max: 5000 },
      log: (line) => console.log(`  ${line}`),
    });
    print(report, (performance.now() - started) / 1000);
    failed ||= report.problems.length > 0 || report.finalExitCode !== 0;
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
