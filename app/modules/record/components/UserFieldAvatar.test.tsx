// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, expect, it } from "vitest";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { findItem, onlyItem } from "../../../../widgets/testing/renderItem";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { useWidgetServices } from "../hooks/useWidgetServices";

const { model, id } = findItem("user", "show");
const asAvatars = onlyItem(model, id, {
  settings: { ...model.items[id]?.settings, display_name_style: "avatar" },
});

/** A user field shown as avatars, with the app's widget services. */
function UserAvatars({ users }: { users: number[] }) {
  const services = useWidgetServices({
    labels: new Map([
      ["user:3", "Anna de Vries"],
      ["user:4", "Bram Jansen"],
    ]),
  });
  return <DocketForm model={asAvatars} values={{ [id]: users }} services={services} />;
}

beforeEach(() => {
  currentEnvironment.set(1000);
  server.use(
    http.get("/api/user/:id", ({ params }) =>
      HttpResponse.json({
        id: Number(params.id),
        username: `user${params.id}`,
        email: "someone@example.org",
        avatar: params.id === "3" ? "/api/user/3/avatar?v=0a1b2c" : null,
      }),
    ),
  );
});

it("shows a user's picture in a user field's avatar, and initials for a user without one", async () => {
  const { container } = renderWithProviders(<UserAvatars users={[3, 4]} />);
  const anna = await screen.findByRole("link", { name: /Anna de Vries/ });
  await waitFor(() =>
    expect(anna.querySelector("img")).toHaveAttribute("src", "/api/user/3/avatar?v=0a1b2c"),
  );
  const bram = screen.getByRole("link", { name: /Bram Jansen/ });
  expect(bram.querySelector("img")).toBeNull();
  expect(bram).toHaveTextContent("BJ");
  expect(container.querySelectorAll("img")).toHaveLength(1);
});
