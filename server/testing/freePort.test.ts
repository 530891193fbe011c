import { describe, expect, it } from "vitest";
import { freePort } from "./spawnDocket";

describe("freePort", () => {
  it("never returns a port it returned before, though the kernel may offer a closed port again", async () => {
    const ports: number[] = [];
    for (let i = 0; i < 200; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
