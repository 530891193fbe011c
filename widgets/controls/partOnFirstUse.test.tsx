// @vitest-environment jsdom
import "../testing/setup";
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { partOnFirstUse } from "./partOnFirstUse";

const Loaded = ({ name }: { name: string }) => <p>loaded {name}</p>;
const Standin = ({ name }: { name: string }) => <p>waiting {name}</p>;

it("draws the stand-in until the module is in, then the part with the same props", async () => {
  let arrive: (component: typeof Loaded) => void = () => {};
  const Part = partOnFirstUse(() => new Promise<typeof Loaded>((resolve) => (arrive = resolve)), Standin);
  render(<Part name="a" />);
  expect(screen.getByText("waiting a")).toBeInTheDocument();
  arrive(Loaded);
  expect(await screen.findByText("loaded a")).toBeInTheDocument();
});

it("draws the part at once once it is loaded, without a stand-in first", async () => {
  const Part = partOnFirstUse(async () => Loaded, Standin);
  await Part.preload();
  render(<Part name="b" />);
  expect(screen.getByText("loaded b")).toBeInTheDocument();
  expect(screen.queryByText("waiting b")).toBeNull();
});

it("tries the fetch again after it failed", async () => {
  let calls = 0;
  const Part = partOnFirstUse(async () => {
    calls += 1;
    if (calls === 1) throw new Error("offline");
    return Loaded;
  }, Standin);
  await expect(Part.preload()).rejects.toThrow("offline");
  render(<Part name="c" />);
  expect(screen.getByText("waiting c")).toBeInTheDocument();
  expect(await screen.findByText("loaded c")).toBeInTheDocument();
  expect(calls).toBe(2);
});
