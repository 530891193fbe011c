import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Frame, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

const stamp = Date.now();

/**
 * The host site: another origin (localhost, where Docket runs on 127.0.0.1) with a strict CSP, no
 * 'unsafe-inline' and no 'unsafe-eval'. /component shows <docket-form>, /frame the iframe; /host.js notes
 * the component's events, the frame's messages and every CSP violation in window.docketHost.
 */
const HOST_SCRIPT = `
window.docketHost = { events: [], messages: [], violations: [] };
document.addEventListener("securitypolicyviolation", (e) => {
  window.docketHost.violations.push(e.violatedDirective + " " + e.blockedURI);
});
for (const type of ["docket-submitted", "docket-error"]) {
  document.addEventListener(type, (e) => window.docketHost.events.push({ type, detail: e.detail }));
}
window.addEventListener("message", (e) => {
  if (e.origin === ${JSON.stringify(baseUrl)}) window.docketHost.messages.push(e.data);
});
`;

function hostSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/host.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(HOST_SCRIPT);
      return;
    }
    const token = url.searchParams.get("token") ?? "";
    const entity = url.searchParams.get("entity") ?? "";
    const body =
      url.pathname === "/component"
        ? `<script type="module" src="${baseUrl}/embed/docket-form.js"></script>
           <docket-form entity="${entity}" server="${baseUrl}" token="${token}" locale="en_GB"></docket-form>`
        : `<iframe title="Request form" width="800" height="600"
             src="${baseUrl}/embed/form/${entity}?token=${token}&amp;locale=en_GB"></iframe>`;
    response.writeHead(200, {
      "content-type": "text/html",
      "content-security-policy": [
        "default-src 'self'",
        `script-src 'self' ${baseUrl}`,
        `connect-src 'self' ${baseUrl}`,
        `frame-src ${baseUrl}`,
        `img-src 'self' ${baseUrl} data:`,
        "style-src 'self'",
      ].join("; "),
    });
    response.end(`<!doctype html><html lang="en"><head><title>Host</title>
      <script type="module" src="/host.js"></script></head>
      <body><main><h1>Host page</h1>${body}</main></body></html>`);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Scene {
  environment: number;
  entity: number;
  role: number;
  items: { name: number; wish: number; topic: number; secret: number; place: number; office: number };
  yes: number;
}

/** An entity built through the designer API: a required name, a wish that shows and requires a topic, a secret for managers only. */
async function buildScene(api: ApiSession): Promise<Scene> {
  const { id: environment } = await api.call<{ id: number }>("POST", "/environment", {
    name: `Embedding ${stamp}`,
    description: "Built by the embed test.",
    languages: ["en_GB"],
  });
  const baseField = (name: string, type: string) =>
    api.call<{ id: number }>("POST", "/deffield", { name: `${name}_${stamp}`, type, environment });
  const wishField = await baseField("wish", "list");
  const option = (text: string) =>
    api.call<{ id: number }>("POST", "/deffieldlist", {
      defField: wishField.id,
      translations: [{ culture: "en_GB", text }],
    });
  const yes = await option("Yes");
  await option("No");
  const textField = await baseField("text", "text");
  const placeField = await baseField("place", "geolocation");
  const { id: entity } = await api.call<{ id: number }>("POST", "/defdossier", {
    environment,
    translations: [{ culture: "en_GB", name_singular: "Request", name_plural: "Requests" }],
  });
  const dataField = (name: string, defField: number, obligatory = false) =>
    api.call<{ id: number }>("POST", "/defdossierdeffield", {
      name,
      defDossier: entity,
      defField,
      obligatory,
    });
  const nameData = await dataField("name", textField.id, true);
  const wishData = await dataField("wish", wishField.id);
  const topicData = await dataField("topic", textField.id);
  const secretData = await dataField("secret", textField.id);
  const placeData = await dataField("place", placeField.id);
  const { id: position } = await api.call<{ id: number }>("POST", "/displayposition", {
    defDossier: entity,
    type: "main_content",
    translations: [{ culture: "en_GB", name_plural: "Request" }],
  });
  // Offices, which a request links to: the form's link searches them through the token.
  const { id: office } = await api.call<{ id: number }>("POST", "/defdossier", {
    environment,
    translations: [{ culture: "en_GB", name_singular: "Office", name_plural: "Offices" }],
  });
  const officeName = await api.call<{ id: number }>("POST", "/defdossierdeffield", {
    name: "office_name",
    defDossier: office,
    defField: textField.id,
  });
  const { id: officeMain } = await api.call<{ id: number }>("POST", "/displayposition", {
    defDossier: office,
    type: "main_content",
    translations: [{ culture: "en_GB", name_plural: "Office" }],
  });
  const officeItems: Record<string, number> = {};
  for (const view of ["edit", "summary"]) {
    officeItems[view] = (
      await api.call<{ id: number }>("POST", "/displayitem", {
        defDossier: office,
        view,
        displayPosition: officeMain,
        defDossierDefField: officeName.id,
        translations: [{ culture: "en_GB", name: "Name" }],
      })
    ).id;
  }
  await api.call("POST", "/contentdossier", {
    defDossier: office,
    [String(officeItems.edit)]: "Head office",
  });
  const officeLink = await api.call<{ id: number }>("POST", "/defdossierlink", {
    name: "office",
    typeOfLink: "select",
    defDossier: entity,
    childDefDossier: office,
    settings: { multiple: false },
  });
  const { id: manager } = await api.call<{ id: number }>("POST", "/role", {
    environment,
    name: "Managers",
    credentials: [`kedo.defdossier.${entity}.show`],
  });
  const item = async (
    label: string,
    defDossierDefField: number,
    extra: Record<string, unknown> = {},
    settings: Record<string, string> = {},
  ) =>
    (
      await api.call<{ id: number }>("POST", "/displayitem", {
        defDossier: entity,
        view: "edit",
        displayPosition: position,
        defDossierDefField,
        translations: [{ culture: "en_GB", name: label, settings }],
        ...extra,
      })
    ).id;
  const items = {
    // A pretext and an information text: the sanitiser and the info popover load with their first use.
    name: await item(
      "Name",
      nameData.id,
      {},
      {
        pretext: "<b>As in your passport</b>",
        informationtext: "<p>Initials are enough.</p>",
      },
    ),
    wish: await item("Wish", wishData.id),
    topic: await item("Topic", topicData.id),
    secret: await item("Secret", secretData.id, {
      permissions_type: "INCLUDE_SELECTED_ROLES",
      roles: [manager],
    }),
    place: await item("Place", placeData.id),
    office: (
      await api.call<{ id: number }>("POST", "/displayitem", {
        defDossier: entity,
        view: "edit",
        displayPosition: position,
        defDossierLink: officeLink.id,
        translations: [{ culture: "en_GB", name: "Office" }],
      })
    ).id,
  };
  await api.call("PATCH", `/defdossier/${entity}`, {
    settings: {
      conditions: [
        {
          rules: {
            type: "all",
            fields: [{ field: items.wish, field_method: "equals", values: [String(yes.id)] }],
          },
          actions: [
            { type: "show_fields", values: [items.topic] },
            { type: "require_fields", values: [items.topic] },
          ],
        },
      ],
    },
  });
  const { id: role } = await api.call<{ id: number }>("POST", "/role", {
    environment,
    name: "Public form",
    credentials: [
      `kedo.defdossier.${entity}.show`,
      `kedo.defdossier.${entity}.create`,
      `kedo.defdossier.${office}.show`,
    ],
  });
  return { environment, entity, role, items, yes: yes.id };
}

let api: ApiSession;
let scene: Scene;
let host: Server;
let hostOrigin: string;
/** The same host server under another origin, which no token allows. */
let otherOrigin: string;
let browser: Browser;
let context: BrowserContext;

async function createToken(name: string, origins: string[], expiresAt = new Date(Date.now() + 86_400_000)) {
  return api.call<{ id: number; token: string }>("POST", "/embedtoken", {
    environment: scene.environment,
    name,
    entity: scene.entity,
    action: "create",
    role: scene.role,
    allowedOrigins: origins,
    expiresAt: expiresAt.toISOString(),
  });
}

const embedForm = (token: string) =>
  fetch(`${baseUrl}/api/embed/form`, { headers: { authorization: `Bearer ${token}` } });

const hostState = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          docketHost: {
            events: { type: string; detail: { id?: number; message?: string } }[];
            messages: { type: string; id?: number; height?: number }[];
            violations: string[];
          };
        }
      ).docketHost,
  );

const topOf = async (element: Locator) => (await element.boundingBox())?.y ?? Number.NaN;
const bottomOf = async (element: Locator) => {
  const box = await element.boundingBox();
  return box ? box.y + box.height : Number.NaN;
};

/** Fills the request form (in the shadow root or the frame): the topic shows and is required once the wish is Yes. */
async function fillAndSubmit(scope: Page | Frame, name: string) {
  await scope.getByRole("textbox", { name: /^Name/ }).fill(name);
  const topic = scope.getByRole("textbox", { name: /^Topic/ });
  expect(await topic.count()).toBe(0);
  await scope.getByRole("combobox", { name: /^Wish/ }).selectOption({ label: "Yes" });
  await topic.waitFor();
  await scope.getByRole("button", { name: "Add", exact: true }).click();
  await scope.getByText("This is a required field").first().waitFor();
  await topic.fill("Parking permit");
  await scope.getByRole("button", { name: "Add", exact: true }).click();
  await scope.getByText("The item has been created").first().waitFor();
}

/** How the map's first pane is positioned: "absolute" under Leaflet's style sheet, "static" without it. */
async function leafletPanePosition(scope: Page | Frame) {
  const pane = scope.locator(".leaflet-pane").first();
  await pane.waitFor({ state: "attached" });
  return pane.evaluate((element) => getComputedStyle(element).position);
}

async function recordOf(id: number) {
  const record = await api.call<{
    def_dossier_id: number;
    content: Record<string, unknown>;
    items: { id: number; key: string }[];
  }>("GET", `/contentdossier/${id}`);
  return record;
}

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  scene = await buildScene(api);
  host = await hostSite();
  const port = (host.address() as AddressInfo).port;
  hostOrigin = `http://localhost:${port}`;
  otherOrigin = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
});

describe("the web component on a host with a strict CSP", () => {
  it("fills a form with a condition and a required field, creates the record as the token's role", async () => {
    const { token } = await createToken("Web component", [hostOrigin]);
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/component?entity=${scene.entity}&token=${encodeURIComponent(token)}`);
    await page.getByRole("heading", { name: "Request", exact: true }).waitFor();
    // The secret item is for managers only: the token's role does not see it.
    expect(await page.getByRole("textbox", { name: /^Secret/ }).count()).toBe(0);
    // Chakra's styles reached the shadow root (constructable sheets): the Add button is a teal button.
    const background = await page
      .getByRole("button", { name: "Add", exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
    expect(background).not.toBe("rgb(239, 239, 239)");
    // Leaflet's styles reached it too: its panes are laid over each other, not stacked down the page.
    expect(await leafletPanePosition(page)).toBe("absolute");
    // The pretext shows; the info button opens its text, placed under the button, and Escape closes it.
    await page.getByText("As in your passport").waitFor();
    await page.getByRole("button", { name: "Information about Name" }).click();
    await page.getByText("Initials are enough.").waitFor();
    expect(await topOf(page.getByText("Initials are enough."))).toBeGreaterThan(
      await bottomOf(page.getByRole("button", { name: "Information about Name" })),
    );
    await page.keyboard.press("Escape");
    await page.getByText("Initials are enough.").waitFor({ state: "hidden" });
    // The office link searches the offices through the token, as the token's role sees them; picked by
    // keyboard, as in the app (the component runs on Preact's React layer, the app on React).
    const office = page.getByRole("combobox", { name: /^Office/ });
    await office.fill("Head");
    await page.getByRole("option", { name: "Head office" }).waitFor();
    expect(await topOf(page.getByRole("option", { name: "Head office" }))).toBeGreaterThan(
      await bottomOf(office),
    );
    await office.press("ArrowDown");
    await office.press("Enter");
    await page.getByRole("option", { name: "Head office" }).waitFor({ state: "hidden" });
    await fillAndSubmit(page, `Component ${stamp}`);
    const state = await hostState(page);
    const submitted = state.events.find((event) => event.type === "docket-submitted");
    expect(submitted?.detail.id).toEqual(expect.any(Number));
    expect(state.violations).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const record = await recordOf(submitted?.detail.id as number);
    expect(record.def_dossier_id).toBe(scene.entity);
    const values = Object.values(record.content);
    expect(values).toContain(`Component ${stamp}`);
    expect(values).toContain("Parking permit");
    expect(JSON.stringify(record), JSON.stringify(record)).toContain("Head office");
    await page.close();
  }, 180_000);

  it("cannot write the field the token's role may not see", async () => {
    const { token } = await createToken("Secret writer", [hostOrigin]);
    const response = await fetch(`${baseUrl}/api/embed/record`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: hostOrigin },
      body: JSON.stringify({ values: { [scene.items.name]: "Sneaky", [scene.items.secret]: "written" } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Record<string, string> };
    expect(Object.keys(body.errors ?? {})).toContain(String(scene.items.secret));
  });

  it("tells the host with docket-error when the token is revoked", async () => {
    const { id, token } = await createToken("Revoked", [hostOrigin]);
    expect((await embedForm(token)).status).toBe(200);
    // The revocation answers 204 without a body, which the session's JSON reading stumbles on.
    await api.call("DELETE", `/embedtoken/${id}`).catch((error: unknown) => {
      if (!(error instanceof SyntaxError)) throw error;
    });
    expect([401, 403]).toContain((await embedForm(token)).status);
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/component?entity=${scene.entity}&token=${encodeURIComponent(token)}`);
    await page.waitForFunction(() =>
      (window as unknown as { docketHost: { events: { type: string }[] } }).docketHost.events.some(
        (event) => event.type === "docket-error",
      ),
    );
    expect(await page.getByRole("textbox", { name: /^Name/ }).count()).toBe(0);
    await page.close();
  }, 120_000);

  it("refuses an expired token", async () => {
    const { token } = await createToken("Short-lived", [hostOrigin], new Date(Date.now() + 3000));
    // Polled, not slept: the token lives three seconds.
    let status = 200;
    for (let tries = 0; tries < 120 && status === 200; tries++) {
      status = (await embedForm(token)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect([401, 403]).toContain(status);
    const frame = await fetch(`${baseUrl}/embed/form/${scene.entity}?token=${encodeURIComponent(token)}`);
    expect(frame.status).toBe(403);
  }, 60_000);
});

describe("the iframe", () => {
  it("fills the form in the frame and tells the allowed host its height and the new record", async () => {
    const { token } = await createToken("Iframe", [hostOrigin]);
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/frame?entity=${scene.entity}&token=${encodeURIComponent(token)}`);
    const frame = page.frameLocator("iframe");
    await frame.getByRole("heading", { name: "Request", exact: true }).waitFor();
    const inner = page.frames().find((f) => f.url().startsWith(`${baseUrl}/embed/form/`)) as Frame;
    expect(await leafletPanePosition(inner)).toBe("absolute");
    await fillAndSubmit(inner, `Frame ${stamp}`);
    await page.waitForFunction(() =>
      (window as unknown as { docketHost: { messages: { type: string }[] } }).docketHost.messages.some(
        (message) => message.type === "docket-submitted",
      ),
    );
    const state = await hostState(page);
    expect(
      state.messages.some((message) => message.type === "docket-height" && (message.height ?? 0) > 0),
    ).toBe(true);
    const id = state.messages.find((message) => message.type === "docket-submitted")?.id as number;
    expect(Object.values((await recordOf(id)).content)).toContain(`Frame ${stamp}`);
    expect(state.violations).toEqual([]);
    await page.close();

    // The frame page itself, opened on its own: no serious accessibility findings.
    const alone = await context.newPage();
    await alone.goto(`${baseUrl}/embed/form/${scene.entity}?token=${encodeURIComponent(token)}`);
    await alone.getByRole("textbox", { name: /^Name/ }).waitFor();
    expect(await seriousAxeViolations(alone)).toEqual([]);
    await alone.close();
  }, 180_000);

  it("is refused in a frame on an origin the token does not allow", async () => {
    const { token } = await createToken("Elsewhere", [hostOrigin]);
    const page = await context.newPage();
    const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors"));
    await page.goto(`${otherOrigin}/frame?entity=${scene.entity}&token=${encodeURIComponent(token)}`);
    await refused;
    const inner = page.frames().find((f) => f !== page.mainFrame());
    expect(await inner?.getByRole("textbox", { name: /^Name/ }).count()).toBe(0);
    await page.close();
  }, 120_000);
});
