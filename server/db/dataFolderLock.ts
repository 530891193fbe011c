import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export const LOCK_FILE = "docket.lock";

/** Folders this process holds: its own pid in a lock file is then not a leftover of an earlier run. */
const heldHere = new Set<string>();

/** Another live process writes to the folder: a second writer would corrupt it and lose writes. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another Docket process (process id ${holderPid}). ` +
        "Stop that process first, or start this one with another --data folder.",
    );
    this.name = "DataFolderInUseError";
  }
}

export interface DataFolderLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A holder that is gone: a dead pid, or our own pid (reused after a restart) that this process never took. */
function isStale(folder: string, pid: number | undefined): boolean {
  if (pid === undefined) return true;
  if (pid === process.pid) return !heldHere.has(folder);
  return !isAlive(pid);
}

/** Creates the file only when it does not exist yet, holding this process's id. */
function createExclusive(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the folder for this process: `docket.lock` in it holds the writer's process id. A lock whose process
 * is gone (a crash, kill -9) is taken over; a live holder makes this throw DataFolderInUseError. Takeovers go
 * through a second exclusive file, so two processes finding the same stale lock cannot both take it.
 */
export function lockDataFolder(path: string): DataFolderLock {
  const folder = resolve(path);
  const file = join(folder, LOCK_FILE);
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file)) return holding(folder, file);
    const holder = holderOf(file);
    if (!isStale(folder, holder)) throw new DataFolderInUseError(folder, holder as number);
    if (!createExclusive(takeover)) {
      // Someone else is taking it over, or crashed while doing so.
      if (isStale(folder, holderOf(takeover))) rmSync(takeover, { force: true });
      continue;
    }
    try {
      // Still the stale lock we saw, not one a faster process made meanwhile.
      if (holderOf(file) === holder) rmSync(file, { force: true });
      if (createExclusive(file)) return holding(folder, file);
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  const holder = holderOf(file);
  throw new DataFolderInUseError(folder, holder ?? 0);
}

function holding(folder: string, file: string): DataFolderLock {
  heldHere.add(folder);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldHere.delete(folder);
      if (holderOf(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
