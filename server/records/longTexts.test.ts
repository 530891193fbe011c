import { beforeAll, expect, it } from "vitest";
import { EnvironmentBuilder } from "../../fixtures/build";
import { describeApi } from "../testing/apiHarness";
import { addMember, installFixture } from "./testing/installFixture";

const label = (en: string) => ({ en, nl: en });
const LIMIT = 1_000_000;

/** Care reports: a title, a rich-text report (searchable), a unique rich-text reference and a sortable url. */
function reportsFixture(base: number) {
  const env = new EnvironmentBuilder({
    base,
    slug: `reports${base}`,
    name: `Reports ${base}`,
    description: "Long texts",
    locales: ["en_GB"],
  });
  const carer = env.role("Carers");
  const report = env.entity({
    name: "report",
    label: { en: ["Report", "Reports"], nl: ["Verslag", "Verslagen"] },
  });
  const main = report.position("main_content", label("Main"));
  const views = ["edit", "show", "list", "search"] as const;
  const title = report.add(main, {
    name: "title",
    type: "text",
    label: label("Title"),
    views: [...views, "summary"],
  });
  const body = report.add(main, {
    name: "body",
    type: "textarea",
    label: label("Report"),
    views: [...views],
  });
  const reference = report.add(main, {
    name: "reference",
    type: "textarea",
    label: label("Reference"),
    settings: { validators: ["UniqueValue"], unique_constraint_type: "error" },
    views: [...views],
  });
  const link = report.add(main, { name: "link", type: "url", label: label("Link"), views: [...views] });
  env.grant(carer, report, ["show", "create", "edit", "delete"]);
  return {
    fixture: env.build(),
    carer,
    entity: report.id,
    items: { title: title.items, body: body.items, reference: reference.items, link: link.items },
  };
}

const LETTERS = [..."abcdefghijklmnopqrstuvwxyzëéüçøß中文字😀✓ \n"];

/** `length` characters of `alphabet` in a pseudo-random order: a repeated pattern would compress too well. */
function scrambled(length: number, alphabet: readonly string[]): string {
  let state = 12345;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return alphabet[state % alphabet.length];
  }).join("");
}

/**
 * Exactly `length` characters, starting with `seed`, of letters, multi-byte characters, emoji and newlines,
 * that compress too little to slip under the database's index row limit.
 */
function careReport(length: number, seed = ""): string {
  return seed + scrambled(length - [...seed].length, LETTERS);
}

describeApi("long texts", (api) => {
  const built = reportsFixture(8800);
  const { items } = built;
  let cookie: string;

  beforeAll(async () => {
    await installFixture(api.db, built.fixture);
    const user = await api.loggedInUser({ name: "carer" });
    await addMember(api.db, built.fixture.environment.id, user.id, [built.carer]);
    cookie = user.cookie;
  }, 60_000);

  const create = (values: Record<string, unknown>) =>
    api.request("POST", "/api/contentdossier", { cookie, body: { defDossier: built.entity, ...values } });
  const update = (id: number, values: Record<string, unknown>) =>
    api.request("PUT", `/api/contentdossier/${id}`, { cookie, body: values });
  const read = async (id: number) => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, { cookie });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.content as Record<string, unknown>;
  };
  const list = async (params: string) => {
    const response = await api.request("GET", `/api/contentdossier?defDossier=${built.entity}&${params}`, {
      cookie,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.results as { id: number }[]).map((row) => row.id);
  };
  const created = async (values: Record<string, unknown>) => {
    const response = await create(values);
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(201);
    return response.body.id as number;
  };

  it("saves a care report of 3,000 characters and reads it back unchanged, on create and update", async () => {
    const first = careReport(3000, "First ");
    const id = await created({ [items.title.edit]: "Three thousand", [items.body.edit]: first });
    expect((await read(id))[items.body.show]).toBe(first);
    const second = careReport(3000, "Second ");
    const saved = await update(id, { [items.title.edit]: "Three thousand", [items.body.edit]: second });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 500)).toBe(200);
    expect((await read(id))[items.body.show]).toBe(second);
  });

  it("saves exactly a million characters byte for byte and refuses one more with the limit's message", async () => {
    const full = careReport(LIMIT, "Million ");
    expect([...full]).toHaveLength(LIMIT);
    const id = await created({ [items.title.edit]: "Million", [items.body.edit]: full });
    const back = (await read(id))[items.body.show] as string;
    expect(Buffer.from(back, "utf8").equals(Buffer.from(full, "utf8"))).toBe(true);

    const changed = careReport(LIMIT, "Changed ");
    expect((await update(id, { [items.title.edit]: "Million", [items.body.edit]: changed })).status).toBe(
      200,
    );
    expect((await read(id))[items.body.show]).toBe(changed);

    const message = { [items.body.edit]: "The maximum length is 1000000 characters" };
    const tooLong = `${changed}x`;
    const refused = await create({ [items.title.edit]: "Too long", [items.body.edit]: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: message });
    const refusedUpdate = await update(id, { [items.title.edit]: "Million", [items.body.edit]: tooLong });
    expect(refusedUpdate.status).toBe(400);
    expect(refusedUpdate.body).toEqual({ errors: message });
    expect((await read(id))[items.body.show]).toBe(changed);
  });

  it("finds long reports by words anywhere in them, in any case, and by their exact text", async () => {
    const tail = `${careReport(5000)}FALL IN THE BATHROOM at night`;
    const id = await created({ [items.title.edit]: "Fall", [items.body.edit]: tail });
    const other = await created({ [items.title.edit]: "Quiet", [items.body.edit]: careReport(5000) });
    const found = await list(`${items.body.search}=fall in the bathroom&${items.body.search}_type=like`);
    expect(found).toEqual([id]);
    const exact = await list(
      `${items.body.search}=${encodeURIComponent(tail.toLowerCase())}&${items.body.search}_type=exact`,
    );
    expect(exact).toEqual([id]);
    // The same first thousands of characters are not the same text.
    const prefix = await list(
      `${items.body.search}=${encodeURIComponent(careReport(5000))}x&${items.body.search}_type=exact`,
    );
    expect(prefix).toEqual([]);
    expect(await list(`${items.body.search}_type=string_is_not_empty&limit=200`)).toContain(other);
  });

  it("sorts long addresses on their whole text, past any shared beginning", async () => {
    const shared = `https://care.example/${scrambled(3000, [..."abcdefghijklmnopqrstuvwxyz"])}`;
    const ids = [];
    for (const end of ["c", "A", "b"]) {
      ids.push(await created({ [items.title.edit]: `Link ${end}`, [items.link.edit]: `${shared}/${end}` }));
    }
    const [c, a, b] = ids;
    const ascending = await list(
      `${items.link.search}=care.example&sort[]=${items.link.list}&sortOrder[]=ASC`,
    );
    expect(ascending).toEqual([a, b, c]);
    const descending = await list(
      `${items.link.search}=care.example&sort[]=${items.link.list}&sortOrder[]=DESC`,
    );
    expect(descending).toEqual([c, b, a]);
  });

  it("compares unique long texts on their whole text, in any case", async () => {
    const reference = careReport(4000, "Reference ");
    await created({ [items.title.edit]: "Original", [items.reference.edit]: reference });
    // Only the last character differs: not the same value.
    await created({ [items.title.edit]: "Almost", [items.reference.edit]: `${reference.slice(0, -1)}!` });
    // ASCII case only: how lower() treats other letters depends on the database's locale.
    const shouted = reference.replace("Reference", "REFERENCE");
    const clash = await create({ [items.title.edit]: "Copy", [items.reference.edit]: shouted });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ [items.reference.edit]: "This value is already used" });
  });

  it("answers 413 with a message, not 500, to a body beyond the server's limit", async () => {
    const response = await create({
      [items.title.edit]: "Huge",
      [items.body.edit]: "x".repeat(26 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
