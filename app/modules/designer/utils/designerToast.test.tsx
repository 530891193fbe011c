// @vitest-environment jsdom
import "../../../testing/setup";
import { act, render, screen } from "@testing-library/react";
import { FetchError } from "ofetch";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../AppProviders";
import { createQueryClient } from "../../../api/createQueryClient";
import { designerToaster } from "../../../components/designerToaster";
import { Toaster } from "../../../components/Toaster";
import { designerToast, toastInvalidForm, toastServerFieldErrors } from "./designerToast";

afterEach(() => {
  designerToaster.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("designer notices", () => {
  it("show bottom-centre and close after 2,500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Toaster />
      </AppProviders>,
    );
    act(() => toastInvalidForm((id) => id));
    const toast = await screen.findByText("Not all fields are (correctly) filled in.");
    expect(toast.closest("[data-placement]")).toHaveAttribute("data-placement", "bottom");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await vi.waitFor(() =>
      expect(screen.queryByText("Not all fields are (correctly) filled in.")).not.toBeInTheDocument(),
    );
  });

  it("go through the one designer toaster", () => {
    const create = vi.spyOn(designerToaster, "create");
    designerToast("success", "Item has been saved");
    expect(create).toHaveBeenCalledWith({ type: "success", title: "Item has been saved" });
  });

  it("say 'Not all fields are (correctly) filled in.' for a 400 with field errors, not for other refusals", () => {
    const create = vi.spyOn(designerToaster, "create");
    const refusal = (status: number, data: unknown) =>
      Object.assign(new FetchError("refused"), { status, statusCode: status, data });
    toastServerFieldErrors((id) => id, refusal(400, { message: "You cannot delete a placed field" }));
    toastServerFieldErrors((id) => id, refusal(500, { errors: { name: "Something went wrong" } }));
    toastServerFieldErrors((id) => id, new Error("offline"));
    expect(create).not.toHaveBeenCalled();
    toastServerFieldErrors((id) => id, refusal(400, { errors: { name: "This value is already used" } }));
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
    create.mockRestore();
  });
});
