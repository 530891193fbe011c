import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/**
 * Clicks a button of the question (alertdialog) that opened over a dialog. Until the question's layer is
 * set up, a frame after it shows, the dialog's modal layer keeps pointer events off the page and
 * user-event refuses the click; a person clicks later, so this tries again until the click is taken.
 */
export async function clickInQuestion(name: string): Promise<void> {
  const button = within(await screen.findByRole("alertdialog")).getByRole("button", { name });
  await waitFor(() => userEvent.click(button));
}
