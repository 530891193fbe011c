/**
 * The page `npm run bench:form` drives (built by esbuild in form.bench.ts, not by Vite): a 300-item edit
 * form rendered by Docket's DocketForm, or by plain @rjsf/core with validator-ajv8 and live validation on
 * the model's JSON Schema; or, as the floor of the measurement, one bare input no script reacts to.
 * Query: ?variant=docket|rjsf|bare&model=synthetic|text&size=300.
 *
 * Per keystroke it records, in capture-phase listeners, the keydown's timeStamp (when the key reached the
 * browser), and after the frame that follows the input event (requestAnimationFrame, then a
 * message-channel task, which runs once that frame has been painted) the time again. The Event Timing API
 * (PerformanceEventTiming) was tried instead: headless Chromium 156 reported its entries erratically (none
 * at all for the rjsf page in some runs, durations of 880 ms in others; 8 ms granularity, nothing under
 * 16 ms), so it is not used.
 */
import "../../../widgets/embed/preactEffects";
import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { compile, type ViewModel } from "../../../engine";
import { DocketForm } from "../../../widgets/form/DocketForm";
import { largeEditModel } from "../../../widgets/testing/largeModel";
import { system } from "../../../widgets/theme/system";
import { WidgetsProvider } from "../../../widgets/theme/WidgetsProvider";
import { syntheticBundle } from "../../support/syntheticBundle";

export interface BenchInfo {
  variant: Variant;
  model: string;
  fields: number;
  /** The CSS selector of the text input the driver types into. */
  target: string;
  /** Render to the first paint of the form (a long Docket form mounts its top first). */
  mountMs: number;
  /** Render to every item mounted (Docket mounts the rest when the browser is idle); typing starts then. */
  allMountedMs: number;
  /** Docket's Chakra system, built before the timer starts (the app builds its own once, at start). */
  systemMs?: number;
}

export interface KeystrokeSample {
  key: string;
  /** keydown timeStamp to after the next paint, ms. */
  toPaint: number;
  /** keydown timeStamp to the end of the input event's work (its handlers and React's render), ms. */
  toHandled: number;
}

declare global {
  interface Window {
    bench: {
      info?: BenchInfo;
      samples: KeystrokeSample[];
      pending: number;
      ready: boolean;
      error?: string;
    };
  }
}

const query = new URLSearchParams(location.search);
export type Variant = "docket" | "rjsf" | "bare";
const variant: Variant =
  query.get("variant") === "rjsf" ? "rjsf" : query.get("variant") === "bare" ? "bare" : "docket";
const modelName = query.get("model") === "text" ? "text" : "synthetic";
const size = Number(query.get("size") ?? 300);

window.bench = { samples: [], pending: 0, ready: false };
window.addEventListener("error", (event) => {
  window.bench.error = String(event.error ?? event.message);
});

function buildModel(): { model: ViewModel; target: number } {
  if (modelName === "text") {
    const model = largeEditModel(size);
    return { model, target: model.order[0] as number };
  }
  const model = compile(syntheticBundle(size), "edit");
  // The first plain text item (the synthetic entity cycles textarea, amount, ... text).
  const target = model.order.find((id) => model.items[id]?.type === "text") as number;
  return { model, target };
}

const { model, target } = buildModel();
const schema = model.schema as RJSFSchema;

function RjsfBench() {
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({ ...model.defaults }));
  return (
    <Form
      schema={schema}
      validator={validator}
      formData={formData}
      liveValidate="onChange"
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
    />
  );
}

// The app builds its Chakra system once when it starts (app/theme/system.ts), not for each form it opens:
// so does this page, before the timer, and prints how long it took.
const systemStarted = performance.now();
const chakraSystem = variant === "docket" ? system() : undefined;
const systemMs = variant === "docket" ? performance.now() - systemStarted : undefined;

function DocketBench() {
  return (
    <WidgetsProvider system={chakraSystem}>
      <DocketForm model={model} />
    </WidgetsProvider>
  );
}

function measureKeystrokes() {
  let start = 0;
  let key = "";
  document.addEventListener(
    "keydown",
    (event) => {
      start = event.timeStamp;
      key = event.key;
      window.bench.pending++;
    },
    { capture: true },
  );
  let processed = 0;
  // Bubbling to the window, the input event has passed React's root listener and the microtask in which
  // React renders a discrete event's update.
  window.addEventListener("input", () => {
    processed = performance.now();
  });
  // The input event follows its keydown (for a typed character, in a task of its own); what it changes
  // is painted in the frame after it.
  document.addEventListener(
    "input",
    () => {
      const from = start;
      const pressed = key;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.bench.samples.push({
            key: pressed,
            toPaint: performance.now() - from,
            toHandled: processed - from,
          });
          window.bench.pending--;
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

const started = performance.now();
const root = createRoot(document.getElementById("root") as HTMLElement);
root.render(
  variant === "rjsf" ? (
    <RjsfBench />
  ) : variant === "bare" ? (
    <input id="bench-bare" type="text" />
  ) : (
    <DocketBench />
  ),
);
const selector = { rjsf: `#root_${target}`, bare: "#bench-bare", docket: `#dk-item-${target}` }[variant];
const waitForForm = () => {
  if (document.querySelector(selector)) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        const mountMs = performance.now() - started;
        const waitForAll = () => {
          if (document.querySelector("[data-mounting]")) return void setTimeout(waitForAll, 10);
          requestAnimationFrame(() =>
            setTimeout(() => {
              window.bench.info = {
                variant,
                model: modelName,
                fields: variant === "bare" ? 1 : Object.keys(model.items).length,
                target: selector,
                mountMs,
                allMountedMs: performance.now() - started,
                ...(systemMs === undefined ? {} : { systemMs }),
              };
              measureKeystrokes();
              window.bench.ready = true;
            }, 0),
          );
        };
        waitForAll();
      }, 0),
    );
  } else setTimeout(waitForForm, 10);
};
waitForForm();
