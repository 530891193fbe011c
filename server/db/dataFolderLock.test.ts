import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from "./dataFolderLock";
import { openPglite } from "./pglite";

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid as number;
}

describe("one writer per data folder", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "docket-lock-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("refuses a second open of the same PGlite folder, naming the folder and the holder", async () => {
    const first = await openPglite(folder);
    try {
      const second = openPglite(folder);
      await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(second).rejects.toThrow(folder);
      await expect(second).rejects.toThrow(`process id ${process.pid}`);
      // The refused open did not disturb the holder.
      expect(await first.query("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    const again = await openPglite(folder);
    await again.close();
  }, 60_000);

  it("takes over a lock whose process is gone", () => {
    const dead = deadPid();
    writeFileSync(join(folder, LOCK_FILE), `${dead}\n`);
    const lock = lockDataFolder(folder);
    expect(readFileSync(join(folder, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    lock.release();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock naming this very process id when this process never took it (a restarted container)", () => {
    writeFileSync(join(folder, LOCK_FILE), `${process.pid}\n`);
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    lock.release();
  });

  it("refuses while another live process holds the folder", () => {
    writeFileSync(join(folder, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataFolder(folder)).toThrow(`process id ${process.ppid}`);
    expect(readFileSync(join(folder, LOCK_FILE), "utf8").trim()).toBe(String(process.ppid));
  });
});
