// @vitest-environment jsdom
import "../testing/setup";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { FetchError } from "ofetch";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../api/createQueryClient";
import { designerToaster } from "../components/designerToaster";
import { toaster } from "../components/toaster";
import { type SaveMutationOptions, useSaveMutation } from "./useSaveMutation";

const refusal = (status: number, data: unknown) =>
  Object.assign(new FetchError("refused"), { status, statusCode: status, data });

function renderSave<V, D>(options: SaveMutationOptions<V, D>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveMutation(options), { wrapper });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useSaveMutation", () => {
  it("is pending while the call and onSaved run, and resolves with the answer", async () => {
    let finish: (value: { id: number }) => void = () => {};
    const onSaved = vi.fn();
    const { result } = renderSave({
      save: (_name: string) => new Promise<{ id: number }>((resolve) => (finish = resolve)),
      onSaved,
    });
    expect(result.current.isPending).toBe(false);
    let answer: Promise<{ id: number } | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.save("Client");
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => finish({ id: 7 }));
    await expect(answer).resolves.toEqual({ id: 7 });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSaved).toHaveBeenCalledWith({ id: 7 }, "Client");
  });

  it("hands a 400's errors map to the form and says 'Not all fields are (correctly) filled in.'", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const onFailure = vi.fn();
    const onSaved = vi.fn();
    const failure = refusal(400, { errors: { name: "This name is taken", rank: 3 } });
    const { result } = renderSave({
      save: () => Promise.reject(failure),
      onSaved,
      onFailure,
      toaster: "designer",
      failureToast: null,
    });
    await act(async () => {
      await expect(result.current.save()).resolves.toBeUndefined();
    });
    expect(onFailure).toHaveBeenCalledWith({ name: "This name is taken" }, failure, undefined);
    expect(onSaved).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
  });

  it("shows 'Something went wrong' in the app's toaster for other failures, or the caller's text, or none", async () => {
    const create = vi.spyOn(toaster, "create");
    const failure = refusal(500, { message: "boom" });
    const plain = renderSave({ save: () => Promise.reject(failure) });
    await act(async () => {
      await plain.result.current.save();
    });
    expect(create).toHaveBeenLastCalledWith({ type: "error", title: "Something went wrong" });

    const own = renderSave({ save: () => Promise.reject(failure), failureToast: () => "Could not save" });
    await act(async () => {
      await own.result.current.save();
    });
    expect(create).toHaveBeenLastCalledWith({ type: "error", title: "Could not save" });

    const onFailure = vi.fn();
    const none = renderSave({ save: () => Promise.reject(failure), failureToast: null, onFailure });
    await act(async () => {
      await none.result.current.save();
    });
    expect(create).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledWith({}, failure, undefined);
  });

  it("counts a failing onSaved (a refresh) as the save's failure", async () => {
    const onFailure = vi.fn();
    const broken = new Error("refresh failed");
    const { result } = renderSave({
      save: (_id: number) => Promise.resolve(1),
      onSaved: () => Promise.reject(broken),
      onFailure,
      failureToast: null,
    });
    await act(async () => {
      await expect(result.current.save(4)).resolves.toBeUndefined();
    });
    expect(onFailure).toHaveBeenCalledWith({}, broken, 4);
  });

  it("shows the form's own 'Not all fields' toast through the same toaster", () => {
    const create = vi.spyOn(designerToaster, "create");
    const { result } = renderSave({ save: () => Promise.resolve(), toaster: "designer" });
    act(() => result.current.toastInvalid());
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
  });
});
