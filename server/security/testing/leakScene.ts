import { EnvironmentBuilder } from "../../../fixtures/build";
import { ENTITY_ACTIONS } from "../../../schemas";
import { addMember, installFixture } from "../../records/testing/installFixture";
import type { ApiHarness, TestUser } from "../../testing/apiHarness";

const label = (en: string) => ({ en, nl: en });

/** Text that no answer, log line or socket message to a caller who may not see it may hold. */
export const SENTINEL = "SENTINEL7f3a";

type LoggedIn = TestUser & { cookie: string };

/** A client's records as one walk step uses them: two clients (to merge) and a visit of the first. */
export interface Targets {
  client: number;
  otherClient: number;
  visit: number;
  /** The care document held in the hidden field of the first client. */
  careFile: number;
  /** A file in the visible documents field of the first client. */
  sharedFile: number;
}

export interface LeakScene {
  environment: number;
  entities: { client: number; visit: number };
  links: { visits: number; owner: number };
  positions: { main: number };
  roles: { caseworker: number; trainee: number };
  items: { name: number; bsn: number; care: number; documents: number; title: number; owner: number };
  fields: { bsn: number; bsnBase: number };
  users: { admin: LoggedIn; caseworker: LoggedIn; trainee: LoggedIn };
  /** Fresh records holding the sentinel in the hidden BSN field, the hidden file and the change log. */
  freshTargets(): Promise<Targets>;
}

const dataUrl = (text: string) => `data:text/plain;base64,${Buffer.from(text, "utf8").toString("base64")}`;

/**
 * A care environment where the BSN and the care documents are hidden from case workers
 * (EXCLUDE_SELECTED_ROLES), who hold every other right on clients and visits; a trainee holds none.
 */
export async function leakScene(api: ApiHarness, base: number): Promise<LeakScene> {
  const env = new EnvironmentBuilder({
    base,
    slug: `leaks${base}`,
    name: `Leaks ${base}`,
    description: "Sentinel walk",
    locales: ["en_GB", "nl_NL"],
  });
  const caseworker = env.role("Case workers");
  const trainee = env.role("Trainees");
  const client = env.entity({
    name: "client",
    label: { en: ["Client", "Clients"], nl: ["Cliënt", "Cliënten"] },
    archiveable: true,
  });
  const visit = env.entity({
    name: "visit",
    label: { en: ["Visit", "Visits"], nl: ["Bezoek", "Bezoeken"] },
    archiveable: true,
  });
  const main = client.position("main_content", label("Main"));
  const hidden = { permissions_type: "EXCLUDE_SELECTED_ROLES" as const, roles: [caseworker] };
  const name = client.add(main, {
    name: "name",
    type: "text",
    obligatory: true,
    label: label("Name"),
    views: ["edit", "show", "list", "summary", "search", "row_input"],
  });
  const bsn = client.add(main, {
    name: "bsn",
    type: "text",
    label: label("BSN"),
    settings: { validators: ["UniqueValue"] },
    ...hidden,
    // In the summary too: a summary is shown to everyone who may see the record, so it must leave it out.
    views: ["edit", "show", "list", "summary", "search", "advanced-search"],
  });
  const care = client.add(main, {
    name: "care",
    type: "file",
    fieldSettings: { multiple: true },
    label: label("Care documents"),
    ...hidden,
    views: ["edit", "show", "list"],
  });
  const documents = client.add(main, {
    name: "documents",
    type: "file",
    fieldSettings: { multiple: true },
    label: label("Documents"),
    views: ["edit", "show", "list"],
  });
  const visitMain = visit.position("main_content", label("Main"));
  const title = visit.add(visitMain, {
    name: "title",
    type: "text",
    obligatory: true,
    label: label("Title"),
    views: ["edit", "show", "list", "summary"],
  });
  const visits = client.link("visits", "embeddedList", visit, { multiple: true, cascade: "maintain" });
  const owner = visit.link("owner", "select", client, { multiple: false });
  env.backLinks(visits, owner);
  main.place(visits, { label: label("Visits"), views: ["edit", "show", "list"] });
  const ownerItems = visitMain.place(owner, { label: label("Client"), views: ["edit", "show", "list"] });
  for (const entity of [client, visit]) env.grant(caseworker, entity, ENTITY_ACTIONS);
  const fixture = env.build();
  await installFixture(api.db, fixture);
  const environment = fixture.environment.id;

  const users = {
    admin: await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] }),
    caseworker: await api.loggedInUser({ name: "caseworker" }),
    trainee: await api.loggedInUser({ name: "trainee" }),
  };
  await addMember(api.db, environment, users.caseworker.id, [caseworker]);
  await addMember(api.db, environment, users.trainee.id, [trainee]);

  const asAdmin = async (method: "POST" | "PUT", url: string, body: Record<string, unknown>) => {
    const response = await api.request(method, url, { cookie: users.admin.cookie, body });
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: number };
  };
  const upload = async (fileName: string, text: string) =>
    (await asAdmin("POST", "/api/file", { environment, name: fileName, file: dataUrl(text) })).id;
  const newClient = async (careFile: number, sharedFile: number) => {
    const bsnValue = () => `${SENTINEL}-${api.unique("bsn")}`;
    const { id } = await asAdmin("POST", "/api/contentdossier", {
      defDossier: client.id,
      [name.items.edit as number]: api.unique("Client "),
      [bsn.items.edit as number]: bsnValue(),
      [care.items.edit as number]: [careFile],
      [documents.items.edit as number]: [sharedFile],
    });
    // A second value, so that the change log holds the sentinel before and after.
    await asAdmin("PUT", `/api/contentdossier/${id}`, { [bsn.items.edit as number]: bsnValue() });
    return id;
  };

  return {
    environment,
    entities: { client: client.id, visit: visit.id },
    links: { visits: visits.id, owner: owner.id },
    positions: { main: main.id },
    roles: { caseworker, trainee },
    items: {
      name: name.items.edit as number,
      bsn: bsn.items.edit as number,
      care: care.items.edit as number,
      documents: documents.items.edit as number,
      title: title.items.edit as number,
      owner: ownerItems.edit as number,
    },
    fields: { bsn: bsn.dataField.id, bsnBase: bsn.field.id },
    users,
    async freshTargets() {
      const careFile = await upload(`${SENTINEL}-diagnosis.txt`, `${SENTINEL} diagnosis`);
      const sharedFile = await upload("plan.txt", "care plan");
      const clientId = await newClient(careFile, sharedFile);
      const otherClient = await newClient(await upload(`${SENTINEL}-other.txt`, SENTINEL), sharedFile);
      const { id: visitId } = await asAdmin("POST", "/api/contentdossier", {
        defDossier: visit.id,
        [title.items.edit as number]: "Home visit",
        [ownerItems.edit as number]: [clientId],
      });
      return { client: clientId, otherClient, visit: visitId, careFile, sharedFile };
    },
  };
}
