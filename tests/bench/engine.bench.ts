/**
 * npm run bench: the engine's speed on synthetic entities of 50, 200 and 1000 items.
 * Every figure is the median of repeated runs; each ratio compares against a baseline measured in this run.
 */
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { compile, evaluate, validate } from "../../engine";
import { syntheticBundle, syntheticValues } from "../support/syntheticBundle";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

function median(run: () => void, minRuns = 20, minMs = 300): number {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < minMs) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const ms = (t: number) => (t >= 1 ? `${t.toFixed(2)} ms` : `${(t * 1000).toFixed(1)} µs`);
const rows: string[][] = [];

for (const size of [50, 200, 1000]) {
  const bundle = syntheticBundle(size);
  const values = syntheticValues(bundle);
  const model = compile(bundle, "edit");
  const listItem = model.order.find((id) => model.items[id]?.type === "list") as number;
  const amountItem = model.order.find((id) => model.items[id]?.type === "amount") as number;

  const compileTime = median(() => compile(bundle, "edit"));
  const fullEvaluate = median(() => evaluate(model, values));
  const state = evaluate(model, values);
  let flip = false;
  const listUpdate = median(() => {
    flip = !flip;
    state.update(listItem, flip ? [listItem * 10 + 1] : [listItem * 10 + 2]);
  }, 2000);
  const amountUpdate = median(() => {
    flip = !flip;
    state.update(amountItem, flip ? 1 : 2);
  }, 2000);
  const engineValidate = median(() => validate(model, values));

  const ajvValues = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const ajvFromScratch = median(() => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.compile(model.schema)(ajvValues);
  });
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const ajvCompiled = ajv.compile(model.schema);
  const ajvValidate = median(() => ajvCompiled(ajvValues), 200);
  const engineFromScratch = median(() => validate(compile(bundle, "edit"), values));

  rows.push(
    [`${size} items`, "compile(bundle, 'edit')", ms(compileTime), ""],
    ["", "evaluate: full pass (baseline)", ms(fullEvaluate), "1.00"],
    [
      "",
      "update: one list value (conditions)",
      ms(listUpdate),
      `${(fullEvaluate / listUpdate).toFixed(0)}x faster`,
    ],
    [
      "",
      "update: one amount value (calc)",
      ms(amountUpdate),
      `${(fullEvaluate / amountUpdate).toFixed(0)}x faster`,
    ],
    ["", "ajv: compile + validate (baseline)", ms(ajvFromScratch), "1.00"],
    [
      "",
      "engine: compile + validate",
      ms(engineFromScratch),
      `${(ajvFromScratch / engineFromScratch).toFixed(1)}x faster`,
    ],
    ["", "ajv: validate, precompiled", ms(ajvValidate), ""],
    [
      "",
      "engine: validate, compiled model",
      ms(engineValidate),
      `${(engineValidate / ajvValidate).toFixed(1)}x ajv's time`,
    ],
  );
}

const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
console.log(`Docket engine benchmark (node ${process.version}, median of repeated runs)\n`);
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  "));
