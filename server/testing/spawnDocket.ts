import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Runs server/cli/main.ts from source, so the test sees the code as it is, not the last build. */
const ENTRY = `const { main } = await import(${JSON.stringify(`${ROOT}server/cli/main.ts`)});
process.exitCode = await main(process.argv.slice(1));`;

export interface DocketProcess {
  child: ChildProcess;
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Waits until the output matches; rejects when the process ends first or the time runs out. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): void;
}

/** `docket <args>` in a child process, with its environment on top of this one's. */
export function spawnDocket(args: string[], env: Record<string, string> = {}): DocketProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_REQUESTS: "false", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => log,
    exited,
    async waitFor(pattern, ms = 120_000) {
      const until = Date.now() + ms;
      while (!pattern.test(log)) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`docket ${args.join(" ")} ended before printing ${pattern}:\n${log}`);
        if (Date.now() > until) throw new Error(`docket ${args.join(" ")} did not print ${pattern}:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Ports this process has handed out: the kernel may offer a just-closed port again before anyone binds it. */
const handedOut = new Set<number>();

/** A port nothing listens on and that no earlier call here returned (two servers started together never collide). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
