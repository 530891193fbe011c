import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { statusOf } from "../../../../api/statusOf";
import { toaster } from "../../../../components/toaster";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { patchGanttDates } from "../api/patchGanttDates";
import type { GanttRow } from "../utils/GanttRow";
import { outsideProject } from "../utils/outsideProject";

type Dates = { start: string; end: string };
export type TaskEdit = { task: GanttRow; project: GanttRow };

const TASK_REFUSED = "U heeft geen rechten om taken aan te passen.";
const PROJECT_REFUSED = "U heeft geen rechten om projecten aan te passen.";

/**
 * A task's date change (spec 2 section 4): saved at once inside its project's range; outside it the user
 * is asked first (`confirm`), and Continue widens the project, then moves the task, when both entities may
 * be edited; otherwise, or on a 403, a Dutch alert says which rights are missing.
 */
export function useTaskDateChange(rights: { projects: boolean; tasks: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TaskEdit | null>(null);
  const [confirm, setConfirm] = useState<(TaskEdit & { dates: Dates; range: Dates }) | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Which record the failing call was writing, for the 403's message.
  const writing = useRef<"project" | "task">("task");
  const refresh = () => queryClient.invalidateQueries({ queryKey: recordListKeys.all });

  const saving = useSaveMutation({
    save: async (changes: [GanttRow, Dates, "project" | "task"][]) => {
      for (const [row, dates, kind] of changes) {
        writing.current = kind;
        await patchGanttDates(row.record.id, dates);
      }
    },
    onSaved: async () => {
      setEditing(null);
      toaster.create({ type: "success", title: t("dossier_errors.success_edit"), duration: 2500 });
      await refresh();
    },
    // A 403 has its own alert, errors on fields show there; anything else is the edit's failure toast.
    invalidToast: false,
    failureToast: (failure) =>
      statusOf(failure) === 403 || Object.keys(fieldErrorsOf(failure)).length > 0
        ? null
        : t("dossier_errors.error_edit"),
    duration: 2500,
    onFailure: (found, failure) => {
      if (statusOf(failure) === 403) {
        setRefused(t(writing.current === "task" ? TASK_REFUSED : PROJECT_REFUSED));
        setEditing(null);
      } else setErrors(found);
      void refresh();
    },
  });

  const write = (changes: [GanttRow, Dates, "project" | "task"][]) => {
    setErrors({});
    return saving.save(changes);
  };

  return {
    editing,
    confirm,
    refused,
    saving: saving.isPending,
    errors,
    start: (edit: TaskEdit) => {
      setErrors({});
      setEditing(edit);
    },
    // The dates dialog stays open behind the question; closing it then is the question's business.
    close: () => {
      if (!confirm) setEditing(null);
    },
    save: (edit: TaskEdit, dates: Dates) => {
      const wider = outsideProject(edit.project, dates);
      if (wider) setConfirm({ ...edit, dates, range: wider });
      else void write([[edit.task, dates, "task"]]);
    },
    proceed: () => {
      if (!confirm) return;
      setConfirm(null);
      // Both records change, so both rights are needed; the server checks them again.
      if (!rights.projects || !rights.tasks) {
        setRefused(t(rights.projects ? TASK_REFUSED : PROJECT_REFUSED));
        setEditing(null);
        return;
      }
      void write([
        [confirm.project, confirm.range, "project"],
        [confirm.task, confirm.dates, "task"],
      ]);
    },
    // Back to the dates dialog with what the user typed; nothing was saved.
    decline: () => setConfirm(null),
  };
}
