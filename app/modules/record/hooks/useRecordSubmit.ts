import { useState } from "react";
import type { Values } from "../../../../engine";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { type Conflict, conflictOf } from "../utils/conflictOf";
import { RECORDS_CHANGED_BY_SOMEONE_ELSE, type StaleRecord, staleRecordsOf } from "../utils/staleRecordsOf";
import { type VersionConflict, versionConflictOf } from "../utils/versionConflictOf";

export interface RecordSubmitOptions<Answer, Choice> {
  /** Which toasts: dossier_errors.success_/permission_/error_ + create or edit. */
  action: "create" | "edit";
  /** Sends the values (POST or PUT), with ignore_existing when the user ignored a 409 warning. */
  send: (values: Values, ignoreExisting: boolean) => Promise<Answer>;
  /** After the success toast; `choice` is what the submit was called with (such as Save and close). */
  onSaved: (answer: Answer, choice: Choice) => void;
  /** After the 403 toast. */
  onDenied?: () => void;
  /** How long the success toast shows (the toaster's default when left out). */
  successDuration?: number;
  /** After the toast of a mass update refused because records changed since their versions (409 `conflicts`). */
  onStale?: (records: StaleRecord[]) => void;
}

/**
 * Saving a record form: sends the values, toasts success, a 403 or another failure (its 400 field errors
 * go to `serverErrors`), and on a 409 keeps the values and opens 'Already existing items' (`conflict`),
 * whose Ignore calls `ignoreExisting` to send them again with ignore_existing. A 409 for fields someone
 * else changed meanwhile keeps the values too (`versionConflict`); `resend` sends the values then chosen.
 */
export function useRecordSubmit<Answer, Choice>({
  action,
  send,
  onSaved,
  onDenied,
  successDuration,
  onStale,
}: RecordSubmitOptions<Answer, Choice>) {
  const t = useT();
  const [denied, setDenied] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [conflict, setConflict] = useState<Conflict>();
  const [versionConflict, setVersionConflict] = useState<VersionConflict>();
  const [pending, setPending] = useState<{ values: Values; choice: Choice }>();

  const messages =
    action === "create"
      ? {
          success: "dossier_errors.success_create",
          permission: "dossier_errors.permission_create",
          error: "dossier_errors.error_create",
        }
      : {
          success: "dossier_errors.success_edit",
          permission: "dossier_errors.permission_edit",
          error: "dossier_errors.error_edit",
        };

  const saving = useSaveMutation({
    save: (call: { values: Values; choice: Choice; ignoreExisting: boolean }) =>
      send(call.values, call.ignoreExisting),
    onSaved: (answer, { choice }) => {
      setServerErrors(undefined);
      toaster.create({
        type: "success",
        title: t(messages.success),
        ...(successDuration === undefined ? {} : { duration: successDuration }),
      });
      onSaved(answer, choice);
    },
    // Each failure has its own notice; conflicts open their dialogs instead.
    invalidToast: false,
    failureToast: (failure) => {
      if (staleRecordsOf(failure)) return t(RECORDS_CHANGED_BY_SOMEONE_ELSE);
      if (versionConflictOf(failure) || conflictOf(failure)) return null;
      return t(statusOf(failure) === 403 ? messages.permission : messages.error);
    },
    onFailure: (fieldErrors, failure, { values, choice }) => {
      const stale = staleRecordsOf(failure);
      const changed = stale ? undefined : versionConflictOf(failure);
      const found = stale || changed ? undefined : conflictOf(failure);
      if (stale) {
        setServerErrors(undefined);
        onStale?.(stale);
      } else if (changed) {
        setServerErrors(fieldErrors);
        setPending({ values, choice });
        setVersionConflict(changed);
      } else if (found) {
        setServerErrors(found.errors);
        setPending({ values, choice });
        setConflict(found);
      } else if (statusOf(failure) === 403) {
        setDenied(true);
        onDenied?.();
      } else {
        setServerErrors(fieldErrors);
      }
    },
  });

  const submit = async (values: Values, choice: Choice, ignoreExisting = false) => {
    setDenied(false);
    await saving.save({ values, choice, ignoreExisting });
  };

  return {
    submit,
    saving: saving.isPending,
    /** The last submit was refused with 403. */
    denied,
    serverErrors,
    conflict,
    versionConflict,
    /** Closes 'Changed by someone else' without saving; the values stay in the form. */
    dismissVersionConflict: () => setVersionConflict(undefined),
    /** Closes 'Changed by someone else' and sends these values with the last submit's choice. */
    resend: (values: Values) => {
      setVersionConflict(undefined);
      if (pending) void submit(values, pending.choice);
    },
    /** Closes 'Already existing items' without saving. */
    dismissConflict: () => setConflict(undefined),
    /** Closes 'Already existing items' and sends the kept values again with ignore_existing. */
    ignoreExisting: () => {
      setConflict(undefined);
      if (pending) void submit(pending.values, pending.choice, true);
    },
  };
}
