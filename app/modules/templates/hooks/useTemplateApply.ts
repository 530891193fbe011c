import { useState } from "react";
import { bodyOf } from "../../../api/bodyOf";
import { useLiveEvent } from "../../realtime/hooks/useLiveEvent";
import { applyTemplate } from "../api/applyTemplate";
import { reportTemplateStatus } from "../api/reportTemplateStatus";
import { applyErrorsOf } from "../utils/applyErrorsOf";

/** The server's answer when the target's first language is not the template's. */
export const languageMismatch = "The environments do not have the same language";

export type ApplyPhase = "confirm" | "running" | "done" | "failed" | "mismatch";

/**
 * Applying a template to an environment: confirm, run (progress from the live socket's template:progress,
 * done of total), then done or failed. The status goes to the server afterwards: 2 when the template
 * loaded, 9 when it failed. Only the last two errors are kept, as the apply screen shows them.
 */
export function useTemplateApply(templateId: number, environmentId: number) {
  const [phase, setPhase] = useState<ApplyPhase>("confirm");
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [errors, setErrors] = useState<string[]>([]);

  useLiveEvent("template:progress", (event) => {
    if (event.templateId !== templateId || event.environmentId !== environmentId) return;
    setProgress((previous) =>
      event.done >= previous.done ? { done: event.done, total: event.total } : previous,
    );
  });

  const fail = (messages: string[]) => setErrors((previous) => [...previous, ...messages].slice(-2));

  const run = async () => {
    setPhase("running");
    setErrors([]);
    try {
      const result = await applyTemplate(templateId, environmentId);
      setProgress(result);
      setPhase("done");
      await reportTemplateStatus(environmentId, 2).catch(() => fail(["Something went wrong"]));
    } catch (error) {
      const mismatch = bodyOf(error).message === languageMismatch;
      fail(mismatch ? [languageMismatch] : applyErrorsOf(error));
      setPhase(mismatch ? "mismatch" : "failed");
      await reportTemplateStatus(environmentId, 9).catch(() => undefined);
    }
  };

  return { phase, progress, errors, run };
}
