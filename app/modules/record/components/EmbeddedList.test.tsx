// @vitest-environment jsdom
import "../../../testing/setup";
import { Field } from "@chakra-ui/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { CompiledItem } from "../../../../engine";
import companyBundle from "../../../../fixtures/bundles/crm-company.json";
import { lazyPartsLoaded } from "../../../../widgets/testing/lazyParts";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { ENTITY, ITEMS, listHandlers } from "../../records/testing/listHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { EmbeddedList } from "./EmbeddedList";

/** Company 42's embedded list of its contacts (link 2060; the contact's company link 2061 points back). */
const PARENT = { id: 42, archived: false, summary: "Acme" };
const ROW_INPUT = { firstName: 2459, lastName: 2465, email: 2478 } as const;
const EDIT_COMPANY = 2466;

function contactsItem(settings: Record<string, unknown> = {}): CompiledItem {
  return {
    id: 80,
    link: {
      id: 2060,
      name: "contacts",
      typeOfLink: "embeddedList",
      childDefDossierId: ENTITY,
      backLinkId: 2061,
      multiple: true,
    },
    settings,
  } as unknown as CompiledItem;
}

function serve(options: { credentials?: string[] } = {}) {
  const { handlers, log } = listHandlers({
    admin: false,
    credentials: options.credentials ?? ["show", "create", "edit", "delete", "archive", "massupdate"],
  });
  const created: { url: URL; body: Record<string, unknown> }[] = [];
  server.use(
    ...platformHandlers(),
    ...handlers,
    // The company link in the contact's edit view asks about companies (its add button).
    http.get("/api/defdossier/2030/bundle", () => HttpResponse.json(companyBundle)),
    http.get("/api/defdossier/2030", () => HttpResponse.json({ id: 2030, credentials: ["show"] })),
    http.post("/api/contentdossier", async ({ request }) => {
      created.push({ url: new URL(request.url), body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ id: 600 + created.length, uuid: "u", summary: "New" });
    }),
  );
  return { log, created };
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("embedded list", () => {
  it("adds a child from the row-input quick add row and lists it", async () => {
    const { log, created } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem({ row_input: true })} parent={PARENT} />);
    const row = await waitFor(() => {
      const found = document.querySelector("[data-row-input='2060']");
      if (!found) throw new Error("no row input yet");
      return found as HTMLElement;
    });
    await lazyPartsLoaded(row);
    const inputs = within(row).getAllByRole("textbox");
    await userEvent.type(inputs[0] as HTMLElement, "Carla");
    await userEvent.type(inputs[1] as HTMLElement, "Bos");
    await userEvent.type(inputs[3] as HTMLElement, "carla@example.org");
    const before = log.requests.length;
    await userEvent.click(within(row).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(created).toHaveLength(1));
    const body = created[0]?.body ?? {};
    expect(body).toMatchObject({
      defDossier: ENTITY,
      dossierId: 42,
      linkId: 2060,
      customView: "row_input",
      [ROW_INPUT.firstName]: "Carla",
      [ROW_INPUT.lastName]: "Bos",
      [ROW_INPUT.email]: "carla@example.org",
    });
    // The list reads its rows again and the row is empty for the next child.
    await waitFor(() => expect(log.requests.length).toBeGreaterThan(before));
    await waitFor(() => {
      const fresh = document.querySelector("[data-row-input='2060']") as HTMLElement;
      expect(within(fresh).getAllByRole("textbox")[0]).toHaveValue("");
    });
  });

  it("checks the quick add row like any form: nothing is sent while a required item is empty", async () => {
    const { created } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem({ row_input: true })} parent={PARENT} />);
    await screen.findByRole("table");
    const row = document.querySelector("[data-row-input='2060']") as HTMLElement;
    await userEvent.type(within(row).getAllByRole("textbox")[0] as HTMLElement, "Carla");
    await userEvent.click(within(row).getByRole("button", { name: "Add" }));
    expect((await within(row).findAllByText("This is a required field")).length).toBeGreaterThan(0);
    expect(created).toHaveLength(0);
  });

  it("names each row checkbox by its row and gives it an id of its own inside the link's field", async () => {
    serve();
    // As on a record's tab: the list sits in its link item's field, whose id and label must not reach the rows.
    renderWithProviders(
      <Field.Root id="dk-item-80" ids={{ label: "dk-item-80-label" }}>
        <Field.Label>Contacts</Field.Label>
        <EmbeddedList item={contactsItem()} parent={PARENT} />
      </Field.Root>,
    );
    const table = await screen.findByRole("table");
    const boxes = await waitFor(() => {
      const found = within(table).getAllByRole("checkbox");
      expect(found.length).toBeGreaterThan(2);
      return found;
    });
    const names = boxes.map((box) => box.getAttribute("aria-label") ?? "");
    expect(names[0]).toBe("Select all");
    for (const box of boxes.slice(1)) {
      expect(box).toHaveAccessibleName(/^Select \S/);
      expect(box).not.toHaveAccessibleName("Contacts");
    }
    expect(new Set(boxes.map((box) => box.id)).size).toBe(boxes.length);
    expect(boxes.map((box) => box.id)).not.toContain("dk-item-80");
    expect(document.querySelectorAll("#dk-item-80")).toHaveLength(0);
  });

  it("offers no quick add row without the setting or without the create right", async () => {
    serve({ credentials: ["show"] });
    renderWithProviders(<EmbeddedList item={contactsItem({ row_input: true })} parent={PARENT} />);
    await screen.findByRole("table");
    expect(document.querySelector("[data-row-input]")).toBeNull();
  });

  it("starts in the order of the link item's sort setting, until a column is chosen", async () => {
    const { log } = serve();
    renderWithProviders(
      <EmbeddedList
        item={contactsItem({
          sort: [
            { item: ITEMS.lastName, order: "DESC" },
            { item: ITEMS.firstName, order: "ASC" },
          ],
        })}
        parent={PARENT}
      />,
    );
    await screen.findByRole("table");
    const first = log.requests[0];
    expect(first?.getAll("sort[]")).toEqual([String(ITEMS.lastName), String(ITEMS.firstName)]);
    expect(first?.getAll("sortOrder[]")).toEqual(["DESC", "ASC"]);
  });

  it("acts on the selected rows through the bulk toolbar, mass update offered but disabled", async () => {
    const { log } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem()} parent={PARENT} />);
    const table = await screen.findByRole("table");
    const boxes = within(table).getAllByRole("checkbox");
    await userEvent.click(boxes[1] as HTMLElement);
    expect(await screen.findByText("1 selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "More actions" }));
    const massUpdate = await screen.findByRole("menuitem", { name: "Mass update" });
    expect(massUpdate).toHaveAttribute("data-disabled");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(log.deleted).toEqual([1]));
  });

  it("says 'Select dossiers first' when a bulk action is used with nothing selected", async () => {
    serve();
    renderWithProviders(<EmbeddedList item={contactsItem()} parent={PARENT} />);
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Select dossiers first")).toBeInTheDocument();
  });

  it("opens 'New Contact' with the required link back to the parent filled in", async () => {
    const { created } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem()} parent={PARENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "New Contact" }));
    const dialog = await screen.findByRole("dialog", { name: "New Contact" });
    const company = await waitFor(() => {
      const found = dialog.querySelector(`[data-item-id='${EDIT_COMPANY}']`);
      if (!found) throw new Error("no company item yet");
      return found as HTMLElement;
    });
    expect(within(company).getByText("Acme")).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it("asks before Escape throws typed values away, and keeps them on 'Continue working'", async () => {
    serve();
    renderWithProviders(<EmbeddedList item={contactsItem()} parent={PARENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "New Contact" }));
    const dialog = await screen.findByRole("dialog", { name: "New Contact" });
    const firstName = (await within(dialog).findAllByRole("textbox"))[0] as HTMLElement;
    await userEvent.type(firstName, "Dirk");
    await userEvent.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Discard changes to Contact")).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("dialog", { name: "New Contact" })).toBeInTheDocument();
    expect(firstName).toHaveValue("Dirk");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(await screen.findByRole("button", { name: "Leave page" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Contact" })).toBeNull());
  });

  it("closes an untouched 'New Contact' on Escape without asking", async () => {
    serve();
    renderWithProviders(<EmbeddedList item={contactsItem()} parent={PARENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "New Contact" }));
    await screen.findByRole("dialog", { name: "New Contact" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Contact" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("adds several children at once through multi-add", async () => {
    const { created } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem({ show_multi_add: true })} parent={PARENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add several Contact" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.querySelectorAll("[data-multi-add-row]")).toHaveLength(2));
    const rows = [...dialog.querySelectorAll<HTMLElement>("[data-multi-add-row]")];
    for (const [index, row] of rows.entries()) {
      const inputs = within(row).getAllByRole("textbox");
      await userEvent.type(inputs[0] as HTMLElement, ["Anna", "Bert"][index] as string);
      await userEvent.type(inputs[1] as HTMLElement, "Bos");
      await userEvent.type(inputs[3] as HTMLElement, `p${index}@example.org`);
    }
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created.map((call) => call.body[ROW_INPUT.firstName])).toEqual(["Anna", "Bert"]);
    expect(created.every((call) => call.body.dossierId === 42 && call.body.linkId === 2060)).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks before closing multi-add with typed rows, and closes an untouched one at once", async () => {
    const { created } = serve();
    renderWithProviders(<EmbeddedList item={contactsItem({ show_multi_add: true })} parent={PARENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add several Contact" }));
    let dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.querySelectorAll("[data-multi-add-row]")).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Add several Contact" }));
    dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.querySelectorAll("[data-multi-add-row]")).toHaveLength(2));
    const first = dialog.querySelector("[data-multi-add-row='0']") as HTMLElement;
    await userEvent.type(within(first).getAllByRole("textbox")[0] as HTMLElement, "Anna");
    await userEvent.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog");
    await userEvent.click(within(ask).getByRole("button", { name: "Continue working" }));
    expect(within(first).getAllByRole("textbox")[0]).toHaveValue("Anna");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave page" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(created).toHaveLength(0);
  });
});
