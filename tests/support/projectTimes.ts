import type { Reporter, TestModule } from "vitest/node";

interface ProjectTime {
  files: number;
  tests: number;
  /** The files' own durations added up: what the project costs one worker. */
  busyMs: number;
  /** From the project's first file starting to its last one ending. */
  firstStart: number;
  lastEnd: number;
}

/**
 * Prints after a run how long each Vitest project took (wall time from its first file to its last, and the
 * files' durations added up), so a slower project shows before the whole suite does.
 */
export default class ProjectTimes implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();
  private readonly started = new Map<string, number>();
  private runStart = 0;

  onTestRunStart(): void {
    this.runStart = performance.now();
    this.projects.clear();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId + module.project.name, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = performance.now();
    const name = module.project.name || "default";
    const project = this.projects.get(name) ?? {
      files: 0,
      tests: 0,
      busyMs: 0,
      firstStart: Number.POSITIVE_INFINITY,
      lastEnd: 0,
    };
    project.files += 1;
    project.tests += [...module.children.allTests()].length;
    project.busyMs += module.diagnostic().duration;
    project.firstStart = Math.min(
      project.firstStart,
      this.started.get(module.moduleId + module.project.name) ?? now,
    );
    project.lastEnd = Math.max(project.lastEnd, now);
    this.projects.set(name, project);
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [...this.projects.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([name, p]) =>
          `  ${name.padEnd(12)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests   wall ${seconds(p.lastEnd - p.firstStart).padStart(9)}   files added up ${seconds(p.busyMs).padStart(9)}`,
      );
    console.log(
      `\nTime per project (whole run ${seconds(performance.now() - this.runStart)}):\n${lines.join("\n")}\n`,
    );
  }
}
