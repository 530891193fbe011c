// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { render } from "../testing/render";
import { Alert } from "./Alert";

it("interrupts for danger and warning, and speaks politely for information and success", () => {
  render(
    <>
      <Alert status="danger">Broken</Alert>
      <Alert status="warning">Careful</Alert>
      <Alert status="info">Nothing yet</Alert>
      <Alert status="success">Saved</Alert>
    </>,
  );
  expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Broken", "Careful"]);
  expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual(["Nothing yet", "Saved"]);
});

it("shows a description under the title and an action at the end", async () => {
  const onRetry = vi.fn();
  render(
    <Alert
      status="danger"
      description="The server did not answer."
      action={
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      }
    >
      Something went wrong
    </Alert>,
  );
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Something went wrongThe server did not answer.Retry");
  expect(alert).toHaveAttribute("data-status", "danger");
  await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it("takes no role inside a live region that is there before it", () => {
  render(
    <div role="alert">
      <Alert status="danger" live={false}>
        Incorrect code
      </Alert>
    </div>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("Incorrect code");
});
