import type { EnvironmentFixture } from "../../../fixtures";
import { EnvironmentBuilder } from "../../../fixtures/build";
import type { ApiHarness, TestUser } from "../../testing/apiHarness";
import { addMember, installFixture } from "./installFixture";

const label = (en: string) => ({ en, nl: en });

/**
 * A small environment for the records tests, built with the fixtures' builder: people (with a condition,
 * a role-restricted item and option, unique values, a calc, a running number, dates for a Gantt bar),
 * their tasks (embedded list, delete and archive cascade, a display rule on the owner's kind), notes
 * (constraint cascade) and tags (maintain).
 */
export function recordsFixture(base: number) {
  const env = new EnvironmentBuilder({
    base,
    slug: `records${base}`,
    name: `Records ${base}`,
    description: "Records tests",
    locales: ["en_GB", "nl_NL"],
  });
  const manager = env.role("Managers");
  const clerk = env.role("Clerks");
  const viewer = env.role("Viewers");
  const nobody = env.role("Nobody");

  const person = env.entity({
    name: "person",
    label: { en: ["Person", "People"], nl: ["Persoon", "Personen"] },
    archiveable: true,
  });
  const task = env.entity({
    name: "task",
    label: { en: ["Task", "Tasks"], nl: ["Taak", "Taken"] },
    archiveable: true,
  });
  const note = env.entity({ name: "note", label: { en: ["Note", "Notes"], nl: ["Notitie", "Notities"] } });
  const tag = env.entity({ name: "tag", label: { en: ["Tag", "Tags"], nl: ["Label", "Labels"] } });

  const main = person.position("main_content", label("Main"));
  const extra = person.position("tab", label("Extra"));
  const number = person.add(main, {
    name: "number",
    type: "autoIncrement",
    fieldSettings: { prefix: "P-" },
    label: label("Number"),
    views: ["show", "list", "summary", "search"],
  });
  const name = person.add(main, {
    name: "name",
    type: "text",
    obligatory: true,
    label: label("Name"),
    views: ["edit", "show", "list", "summary", "search", "row_input"],
  });
  const kind = person.add(main, {
    name: "kind",
    type: "list",
    label: label("Kind"),
    options: [
      { key: "private", en: "Private", nl: "Privé", default: true },
      { key: "business", en: "Business", nl: "Zakelijk" },
      { key: "vip", en: "VIP", nl: "VIP", hiddenFor: [clerk] },
    ],
    views: ["edit", "show", "list", "search"],
  });
  const company = person.add(main, {
    name: "company",
    type: "text",
    label: label("Company"),
    views: ["edit", "show", "list"],
  });
  const email = person.add(main, {
    name: "email",
    type: "email",
    label: label("Email"),
    settings: { validators: ["UniqueValue"] },
    views: ["edit", "show", "list"],
  });
  const code = person.add(main, {
    name: "code",
    type: "text",
    label: label("Code"),
    settings: { validators: ["UniqueValue"], unique_constraint_type: "error" },
    views: ["edit", "show", "search"],
  });
  const hours = person.add(main, {
    name: "hours",
    type: "amount",
    label: { en: "Hours", nl: "Uren" },
    views: ["edit", "show", "list", "search"],
  });
  const rate = person.add(main, {
    name: "rate",
    type: "amount",
    label: label("Rate"),
    views: ["edit", "show", "list"],
  });
  const total = person.add(main, {
    name: "total",
    type: "calc",
    fieldSettings: { formula: "{hours} * {rate}" },
    label: label("Total"),
    views: ["show", "list", "search"],
  });
  const born = person.add(main, {
    name: "born",
    type: "date",
    label: label("Born"),
    views: ["edit", "show", "list", "search"],
  });
  const start = person.add(main, {
    name: "start",
    type: "time",
    label: label("Start"),
    views: ["edit", "show", "list", "search"],
  });
  const notes = person.add(main, {
    name: "notes",
    type: "textarea",
    label: label("Notes"),
    views: ["edit", "show", "list"],
  });
  const salary = person.add(extra, {
    name: "salary",
    type: "amount",
    label: label("Salary"),
    permissions_type: "INCLUDE_SELECTED_ROLES",
    roles: [manager],
    views: ["edit", "show", "list", "search"],
  });
  const from = person.add(extra, {
    name: "from",
    type: "date",
    label: label("From"),
    views: ["edit", "show"],
  });
  const until = person.add(extra, {
    name: "until",
    type: "date",
    label: label("Until"),
    views: ["edit", "show"],
  });
  const met = person.add(extra, {
    name: "met",
    type: "date",
    fieldSettings: { withtime: true },
    label: label("First met"),
    views: ["edit", "show"],
  });
  const created = main.meta("created_at", label("Created"), ["list"]);
  person.condition({
    when: [[kind.items.edit, "equals", [kind.options.business]]],
    show: [company.items.edit],
    require: [company.items.edit],
  });

  const taskMain = task.position("main_content", label("Main"));
  const title = task.add(taskMain, {
    name: "title",
    type: "text",
    obligatory: true,
    label: label("Title"),
    views: ["edit", "show", "list", "summary", "row_input"],
  });
  const invoice = task.add(taskMain, {
    name: "invoice",
    type: "text",
    obligatory: true,
    label: label("Invoice"),
    settings: {
      display_rules: [
        { path: "owner.kind", op: "equals", value: [String(kind.options.business)], action: "show" },
      ],
    },
    views: ["edit", "show"],
  });
  const taskFrom = task.add(taskMain, {
    name: "from",
    type: "date",
    label: label("From"),
    views: ["edit", "show"],
  });
  const taskUntil = task.add(taskMain, {
    name: "until",
    type: "date",
    label: label("Until"),
    views: ["edit", "show"],
  });
  const noteMain = note.position("main_content", label("Main"));
  const text = note.add(noteMain, {
    name: "text",
    type: "text",
    label: label("Text"),
    views: ["edit", "show", "list", "summary"],
  });
  const tagMain = tag.position("main_content", label("Main"));
  const tagName = tag.add(tagMain, {
    name: "name",
    type: "text",
    label: label("Name"),
    views: ["edit", "show", "list", "summary"],
  });

  const tasks = person.link("tasks", "embeddedList", task, {
    multiple: true,
    cascade: "delete",
    archiveCascade: "archive",
  });
  const owner = task.link("owner", "select", person, { multiple: false });
  env.backLinks(tasks, owner);
  const notesLink = person.link("notes_link", "embeddedList", note, {
    multiple: true,
    cascade: "constraint",
  });
  const tagsLink = person.link("tags", "select", tag, { multiple: true, cascade: "maintain" });
  const tasksItems = main.place(tasks, { label: label("Tasks"), views: ["edit", "show", "list"] });
  const notesItems = main.place(notesLink, { label: label("Notes"), views: ["edit", "show"] });
  const tagsItems = main.place(tagsLink, { label: label("Tags"), views: ["edit", "show", "list", "search"] });
  const ownerItems = taskMain.place(owner, {
    label: label("Owner"),
    views: ["edit", "show", "list", "summary"],
  });
  person.set({
    gantt_project_start: from.items.edit,
    gantt_project_end: until.items.edit,
    gantt_task_link: tasks.id,
    gantt_task_start: taskFrom.items.edit,
    gantt_task_end: taskUntil.items.edit,
  });

  const all = ["show", "create", "edit", "delete", "archive", "dossierlog"] as const;
  for (const entity of [person, task, note, tag]) {
    env.grant(manager, entity, all);
    env.grant(clerk, entity, all);
    env.grant(viewer, entity, ["show"]);
  }

  const fixture: EnvironmentFixture = env.build();
  return {
    fixture,
    roles: { manager, clerk, viewer, nobody },
    entities: { person: person.id, task: task.id, note: note.id, tag: tag.id },
    links: { tasks: tasks.id, owner: owner.id, notes: notesLink.id, tags: tagsLink.id },
    positions: { main: main.id, extra: extra.id },
    options: kind.options,
    person: {
      number: number.items,
      name: name.items,
      kind: kind.items,
      company: company.items,
      email: email.items,
      code: code.items,
      hours: hours.items,
      rate: rate.items,
      total: total.items,
      born: born.items,
      start: start.items,
      notes: notes.items,
      salary: salary.items,
      from: from.items,
      until: until.items,
      met: met.items,
      created,
      tasks: tasksItems,
      notes_link: notesItems,
      tags: tagsItems,
    },
    task: {
      title: title.items,
      invoice: invoice.items,
      from: taskFrom.items,
      until: taskUntil.items,
      owner: ownerItems,
    },
    note: { text: text.items },
    tag: { name: tagName.items },
    dataFields: {
      hours: hours.dataField.id,
      total: total.dataField.id,
      number: number.dataField.id,
      kind: kind.dataField.id,
      born: born.dataField.id,
      start: start.dataField.id,
      salary: salary.dataField.id,
      met: met.dataField.id,
    },
  };
}

export type RecordsFixture = ReturnType<typeof recordsFixture>;

export interface RecordsScene extends RecordsFixture {
  environment: number;
  users: {
    admin: TestUser & { cookie: string };
    envAdmin: TestUser & { cookie: string };
    manager: TestUser & { cookie: string };
    clerk: TestUser & { cookie: string };
    viewer: TestUser & { cookie: string };
    nobody: TestUser & { cookie: string };
    outsider: TestUser & { cookie: string };
  };
}

/** Installs the records fixture under `base` and logs in a user per kind of access. */
export async function recordsScene(api: ApiHarness, base: number): Promise<RecordsScene> {
  const built = recordsFixture(base);
  await installFixture(api.db, built.fixture);
  const environment = built.fixture.environment.id;
  const user = () => api.loggedInUser({ name: "records" });
  const users = {
    admin: await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] }),
    envAdmin: await user(),
    manager: await user(),
    clerk: await user(),
    viewer: await user(),
    nobody: await user(),
    outsider: await user(),
  };
  await addMember(api.db, environment, users.envAdmin.id, [], { admin: true });
  await addMember(api.db, environment, users.manager.id, [built.roles.manager]);
  await addMember(api.db, environment, users.clerk.id, [built.roles.clerk]);
  await addMember(api.db, environment, users.viewer.id, [built.roles.viewer]);
  await addMember(api.db, environment, users.nobody.id, [built.roles.nobody]);
  return { ...built, environment, users };
}
