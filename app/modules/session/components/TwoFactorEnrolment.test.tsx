// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { tokenStore } from "../state/tokenStore";

const SECRET = "JBSWY3DPEHPK3PXP";

/**
 * A server whose environment policy requires a second factor the user has not set up: without a code it
 * hands out a secret; 654321 from it logs in, other codes are wrong.
 */
function enrolmentServer(seen: (string | null)[]) {
  server.use(
    http.post("/api/login_check", ({ request }) => {
      const otp = request.headers.get("otp");
      seen.push(otp);
      if (otp === "654321") return HttpResponse.json(tokenFor("femke"));
      if (otp) {
        return HttpResponse.json(
          {
            message: "Incorrect verification code.",
            errors: { two_factor: true, two_factor_setup: true, otp: "Incorrect verification code." },
          },
          { status: 401 },
        );
      }
      return HttpResponse.json(
        {
          message: "two_factor_setup_required",
          errors: { two_factor: true, two_factor_setup: true },
          secret: SECRET,
          uri: `otpauth://totp/Docket:femke?secret=${SECRET}&issuer=Docket`,
        },
        { status: 401 },
      );
    }),
  );
}

beforeEach(() => {
  tokenStore.clear();
  server.use(...platformHandlers());
});

describe("login when the environment requires two-step verification", () => {
  it("shows the new secret to set up, and logs in with a code from it", async () => {
    const seen: (string | null)[] = [];
    enrolmentServer(seen);
    const user = userEvent.setup();
    const view = renderApp("/login");
    await screen.findByRole("heading", { name: "Log in" });
    await user.type(screen.getByLabelText(/Username/), "femke");
    await user.type(screen.getByLabelText(/^Password/), "a good password");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Your environment requires two-step verification.")).toBeInTheDocument();
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(screen.getByTestId("two-factor-qr")).toBeInTheDocument();

    const code = screen.getByRole("textbox", { name: /Verification code/ });
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Incorrect verification code.")).toBeInTheDocument();
    // The secret stays on screen for the next try.
    expect(screen.getByText(SECRET)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/environment"));
    expect(seen).toEqual([null, "111111", "654321"]);
    expect(tokenStore.get()?.username).toBe("femke");
  });
});
