// @vitest-environment jsdom
import "../testing/setup";
import { Input } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { FormField } from "./FormField";

it("labels its control, marks it required, and names its error and hint", async () => {
  renderWithProviders(
    <FormField label="Name" required error="This is a required field" helperText="As the client calls it">
      <Input />
    </FormField>,
  );
  const input = await screen.findByRole("textbox", { name: /Name/ });
  expect(input).toBeRequired();
  expect(input).toBeInvalid();
  expect(screen.getByText("This is a required field")).toBeInTheDocument();
  expect(screen.getByText("As the client calls it")).toBeInTheDocument();
});

it("is neither required nor invalid unless told", async () => {
  renderWithProviders(
    <FormField label="Description">
      <Input />
    </FormField>,
  );
  const input = await screen.findByRole("textbox", { name: "Description" });
  expect(input).not.toBeRequired();
  expect(input).toBeValid();
});
