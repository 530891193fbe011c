// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import companyBundle from "../../../../fixtures/bundles/crm-company.json";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { useViewModel } from "../../records/hooks/useViewModel";
import { ENTITY, listedRecord, listHandlers } from "../../records/testing/listHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { useWidgetServices } from "../hooks/useWidgetServices";

/** The contact's edit view: its company link (to entity 2030) is a single select. */
const COMPANY_ENTITY = 2030;
const EDIT_COMPANY = 2466;
const COMPANY_NAME = 2403;
const COMPANY_STATUS = 2418;

function ContactForm() {
  const edit = useViewModel(ENTITY, "edit");
  const services = useWidgetServices();
  if (!edit.model) return null;
  return <DocketForm model={edit.model} services={services} />;
}

function serve(companyCredentials: string[]) {
  const { handlers } = listHandlers({
    admin: false,
    records: [listedRecord(901, "Eikenhof", "BV"), listedRecord(902, "Linde", "NV")],
  });
  const created: Record<string, unknown>[] = [];
  const lists: URLSearchParams[] = [];
  const bundle = { ...companyBundle, context: { ...companyBundle.context, admin: false } };
  server.use(
    ...platformHandlers(),
    http.get(`/api/defdossier/${COMPANY_ENTITY}/bundle`, () => HttpResponse.json(bundle)),
    http.get(`/api/defdossier/${COMPANY_ENTITY}`, () =>
      HttpResponse.json({ id: COMPANY_ENTITY, credentials: companyCredentials }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return undefined;
    }),
    ...handlers,
    http.post("/api/contentdossier", async ({ request }) => {
      created.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 950, uuid: "u", summary: "Notenboom" });
    }),
  );
  return { created, lists };
}

const companyItem = async () =>
  waitFor(() => {
    const found = document.querySelector(`[data-item-id='${EDIT_COMPANY}']`);
    if (!found) throw new Error("no company item yet");
    return found as HTMLElement;
  });

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("a link field's dialogs", () => {
  it("adds a new linked record from the select, which becomes the link's value", async () => {
    const { created } = serve(["show", "create"]);
    renderWithProviders(<ContactForm />);
    const company = await companyItem();
    await userEvent.click(await within(company).findByRole("button", { name: "New Company" }));
    const dialog = await screen.findByRole("dialog", { name: "New Company" });
    const name = await waitFor(() => {
      const input = dialog.querySelector(`[data-item-id='${COMPANY_NAME}'] input`);
      if (!input) throw new Error("no name input yet");
      return input as HTMLElement;
    });
    await userEvent.type(name, "Notenboom");
    const status = dialog.querySelector(`[data-item-id='${COMPANY_STATUS}']`) as HTMLElement;
    const choice = within(status).queryAllByRole("radio")[0] ?? within(status).getAllByRole("option")[1];
    if (choice?.tagName === "OPTION") {
      await userEvent.selectOptions(within(status).getByRole("combobox"), choice as HTMLOptionElement);
    } else await userEvent.click(choice as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ defDossier: COMPANY_ENTITY, [COMPANY_NAME]: "Notenboom" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Company" })).toBeNull());
    expect(within(company).getByText("Notenboom")).toBeInTheDocument();
  });

  it("offers no add button without the create right on the linked entity", async () => {
    serve(["show"]);
    renderWithProviders(<ContactForm />);
    const company = await companyItem();
    await within(company).findByRole("button", { name: "Filter" });
    expect(within(company).queryByRole("button", { name: "New Company" })).toBeNull();
  });

  it("finds a record in the filter dialog by the linked entity's search view and chooses it", async () => {
    const { lists } = serve(["show"]);
    renderWithProviders(<ContactForm />);
    const company = await companyItem();
    await userEvent.click(await within(company).findByRole("button", { name: "Filter" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Search" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Choose Linde NV" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(company).getByText("Linde NV")).toBeInTheDocument();
    expect(lists.some((params) => params.get("defDossier") === String(COMPANY_ENTITY))).toBe(true);
  });
});
