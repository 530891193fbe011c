// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { EDIT, recordBundle, YES } from "../testing/recordBundle";
import { recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;

/** POST /api/contentdossier answered by `answer`, the bodies kept in order. */
function createHandler(bodies: Body[], answer: (body: Body) => Response) {
  return http.post("/api/contentdossier", async ({ request }) => {
    const body = (await request.json()) as Body;
    bodies.push(body);
    return answer(body);
  });
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function openCreatePage() {
  const view = renderApp("/contentdossier/create/10");
  await screen.findByRole("heading", { name: "New Contact" });
  return view;
}

describe("/contentdossier/create/{id}", () => {
  it("posts the values by item id with defDossier, then opens the new record", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler(bodies, () => HttpResponse.json({ id: 777, uuid: "u", summary: "Bob" }, { status: 201 })),
      http.get("/api/contentdossier/777", () => HttpResponse.json({ message: "not here" }, { status: 404 })),
    );
    const { router } = await openCreatePage();
    expect(screen.queryByRole("button", { name: "Add and continue" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to overview" })).toHaveAttribute("href", "/defdossier/10");
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    // The condition shows and requires Frequency while the user chooses.
    expect(screen.queryByRole("textbox", { name: /Frequency/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Newsletter/ }), String(YES));
    const frequency = await screen.findByRole("textbox", { name: /Frequency/ });
    expect(frequency).toBeRequired();
    await userEvent.type(frequency, "Weekly");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      defDossier: 10,
      [EDIT.name]: "Bob",
      [EDIT.newsletter]: [YES],
      [EDIT.frequency]: "Weekly",
    });
    expect(await screen.findByText("The item has been created")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/contentdossier/777"));
  });

  it("sends nothing while a required field is empty, and says so", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler(bodies, () => HttpResponse.json({ id: 1 }, { status: 201 })),
    );
    await openCreatePage();
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveFocus();
    expect(screen.getByText("This is a required field")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("shows a 400 answer's errors on their items", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler([], () =>
        HttpResponse.json({ errors: { [EDIT.name]: "This value is not valid" } }, { status: 400 }),
      ),
    );
    await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const name = screen.getByRole("textbox", { name: /Name/ });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("This value is not valid")).toBeInTheDocument();
    expect(await screen.findByText("The item could not be created")).toBeInTheDocument();
  });

  it("lists existing items on a 409 warning and saves again with ignore_existing", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler(bodies, (body) =>
        body.ignore_existing
          ? HttpResponse.json({ id: 778, uuid: "u", summary: "Bob" }, { status: 201 })
          : HttpResponse.json(
              {
                errors: { [EDIT.name]: "This value already exists" },
                existing: [{ id: 42, summary: "Bob the first" }],
                constraint_type: "warning",
              },
              { status: 409 },
            ),
      ),
      http.get("/api/contentdossier/778", () => HttpResponse.json({ message: "x" }, { status: 404 })),
    );
    const { router } = await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Already existing items" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Bob the first" }));
    expect(within(dialog).getByRole("button", { name: "Use this" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ignore warning and save" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ ...bodies[0], ignore_existing: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/contentdossier/778"));
  });

  it("blocks an error-type 409: no 'Use this', no override", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler([], () =>
        HttpResponse.json(
          { errors: {}, existing: [{ id: 42, summary: "Bob the first" }], constraint_type: "error" },
          { status: 409 },
        ),
      ),
    );
    await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Already existing items" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Bob the first" }));
    expect(within(dialog).queryByRole("button", { name: "Use this" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Ignore warning and save" })).not.toBeInTheDocument();
  });

  it("adds and continues with an empty form when the entity allows it", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle({ add_continue: true })),
      createHandler(bodies, () => HttpResponse.json({ id: 779, uuid: "u", summary: "Bob" }, { status: 201 })),
    );
    const { router } = await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Add and continue" }));
    expect(await screen.findByText("Dossier has been saved successfully")).toBeInTheDocument();
    expect(bodies[0]).toEqual({ defDossier: 10, [EDIT.name]: "Bob" });
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue(""));
    expect(router.state.location.pathname).toBe("/contentdossier/create/10");
  });

  it("shows not_allowed_to_create_dossier on a 403", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      createHandler([], () => HttpResponse.json({ message: "403_general_message" }, { status: 403 })),
    );
    await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("You are not allowed to create an item of this type")).toBeInTheDocument();
  });

  it("shows not_allowed_to_create_dossier instead of the form without the create right", async () => {
    server.use(...platformHandlers(), ...recordHandlers(recordBundle(), { create: false }));
    await openCreatePage();
    expect(await screen.findByText("You are not allowed to create an item of this type")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
  });

  it("asks before leaving a changed form, and stays on 'Continue working'", async () => {
    server.use(...platformHandlers(), ...recordHandlers(recordBundle()));
    const { router } = await openCreatePage();
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Bob");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Discard changes to Contact" });
    expect(within(dialog).getByText("You made unsaved changes")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue working" }));
    expect(router.state.location.pathname).toBe("/contentdossier/create/10");
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Bob");
  });
});
