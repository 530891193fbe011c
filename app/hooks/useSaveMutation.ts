import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { fieldErrorsOf } from "../api/fieldErrorsOf";
import { statusOf } from "../api/statusOf";
import { designerToaster } from "../components/designerToaster";
import { toaster as appToaster } from "../components/toaster";
import { useT } from "../i18n/useT";

type FieldErrors = Record<string, string>;

/** The save's arguments: none when the call takes none. */
type SaveArguments<TVariables> = unknown extends TVariables
  ? [variables?: TVariables]
  : [variables: TVariables];

export interface SaveMutationOptions<TVariables, TData> {
  /** The call; a rejection is the save's failure. */
  save: (variables: TVariables) => Promise<TData>;
  /**
   * After the call succeeded: refresh, a success toast, close. It is awaited while the save is pending, and a
   * rejection here counts as the save's failure, as the call's own would.
   */
  onSaved?: (data: TData, variables: TVariables) => unknown;
  /**
   * Every failure: the per-field messages of the answer's errors map (empty when it has none), for the form
   * to show on its fields, the failure itself, for what the form shows beside them, and what the save was
   * called with.
   */
  onFailure?: (fieldErrors: FieldErrors, failure: unknown, variables: TVariables) => void;
  /** The notices: the app's (top right, 5 s) unless the designer's (bottom, 2.5 s) is asked for. */
  toaster?: "app" | "designer";
  /**
   * The toast of a failure no field shows (translated); null for none, when the form shows it itself.
   * 'Something went wrong' unless given.
   */
  failureToast?: ((failure: unknown) => string | null) | null;
  /** Whether a 400 with errors says 'Not all fields are (correctly) filled in.' (yes unless false; if not, `failureToast` speaks). */
  invalidToast?: boolean;
  /** How long the failure toasts stay (ms); the toaster's own time unless given. */
  duration?: number;
}

export interface SaveMutation<TVariables, TData> {
  /** Runs the save; resolves with the answer, or undefined once a failure went through the failure path. */
  save: (...variables: SaveArguments<TVariables>) => Promise<TData | undefined>;
  /** While the call (and onSaved) run: the save button's `loading` or `disabled`. */
  isPending: boolean;
  /** What the pending save was called with (which row is saving); undefined while none is. */
  pendingVariables: TVariables | undefined;
  /** 'Not all fields are (correctly) filled in.' through the same toaster, for the form's own checks. */
  toastInvalid: () => void;
}

/**
 * A form's save on React Query's useMutation with one way to report a failure: the answer's errors map goes
 * back to the form (onFailure); a 400 with errors shows the toast 'Not all fields are (correctly) filled in.'
 * (spec 3-designer section 5, 2-records: whenever errors exist), any other failure `failureToast`. Every text
 * is in the caller's language.
 */
export function useSaveMutation<TVariables = void, TData = unknown>(
  options: SaveMutationOptions<TVariables, TData>,
): SaveMutation<TVariables, TData> {
  const t = useT();
  const toaster = options.toaster === "designer" ? designerToaster : appToaster;
  const { duration } = options;
  const toastFailure = useCallback(
    (title: string) =>
      toaster.create({ type: "error", title, ...(duration === undefined ? {} : { duration }) }),
    [toaster, duration],
  );
  const toastInvalid = useCallback(
    () => toastFailure(t("Not all fields are (correctly) filled in.")),
    [toastFailure, t],
  );
  const report = (failure: unknown, variables: TVariables) => {
    const fieldErrors = fieldErrorsOf(failure);
    if (options.invalidToast !== false && statusOf(failure) === 400 && Object.keys(fieldErrors).length > 0) {
      toastInvalid();
    } else {
      const text =
        options.failureToast === undefined
          ? t("Something went wrong")
          : options.failureToast === null
            ? null
            : options.failureToast(failure);
      if (text) toastFailure(text);
    }
    options.onFailure?.(fieldErrors, failure, variables);
  };
  // The call, onSaved and the failure path run in one function, as a hand-written try/catch would: the form
  // hears of the outcome as soon as the answer is in, and isPending covers all of it.
  const mutation = useMutation<TData, unknown, TVariables>({
    mutationFn: async (variables) => {
      try {
        const data = await options.save(variables);
        await options.onSaved?.(data, variables);
        return data;
      } catch (failure) {
        report(failure, variables);
        throw failure;
      }
    },
  });
  const { mutateAsync } = mutation;
  const save = useCallback(
    (...variables: SaveArguments<TVariables>) =>
      mutateAsync(variables[0] as TVariables).catch(() => undefined),
    [mutateAsync],
  );
  return {
    save,
    isPending: mutation.isPending,
    pendingVariables: mutation.isPending ? mutation.variables : undefined,
    toastInvalid,
  };
}
