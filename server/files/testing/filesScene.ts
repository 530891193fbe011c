import { EnvironmentBuilder } from "../../../fixtures/build";
import { addMember, installFixture } from "../../records/testing/installFixture";
import type { ApiHarness, TestUser } from "../../testing/apiHarness";
import { FILE_DELETE } from "../canDeleteFiles";

const label = (en: string) => ({ en, nl: en });

type LoggedIn = TestUser & { cookie: string };

export interface FilesScene {
  environment: number;
  /** A second environment, which the clerk is no member of. */
  other: number;
  entity: number;
  items: { name: number; documents: number; care: number };
  users: {
    admin: LoggedIn;
    clerk: LoggedIn;
    fileAdmin: LoggedIn;
    outsider: LoggedIn;
    /** A member whose role holds no right at all. */
    trainee: LoggedIn;
    /** A second clerk, to tell the uploader from others. */
    colleague: LoggedIn;
  };
}

/**
 * An environment with one entity holding a name, a multiple file field and a care documents field hidden
 * from clerks, and a user per kind of access.
 */
export async function filesScene(api: ApiHarness, base: number): Promise<FilesScene> {
  const env = new EnvironmentBuilder({
    base,
    slug: `files${base}`,
    name: `Files ${base}`,
    description: "Files tests",
    locales: ["en_GB"],
  });
  const clerk = env.role("Clerks");
  const trainee = env.role("Trainees");
  const fileAdmin = env.role("File admins", [FILE_DELETE]);
  const entity = env.entity({
    name: "dossier",
    label: { en: ["Dossier", "Dossiers"], nl: ["Dossier", "Dossiers"] },
  });
  const main = entity.position("main_content", label("Main"));
  const name = entity.add(main, {
    name: "name",
    type: "text",
    obligatory: true,
    label: label("Name"),
    views: ["edit", "show", "list", "summary"],
  });
  const documents = entity.add(main, {
    name: "documents",
    type: "file",
    fieldSettings: { multiple: true },
    label: label("Documents"),
    views: ["edit", "show"],
  });
  const care = entity.add(main, {
    name: "care",
    type: "file",
    fieldSettings: { multiple: true },
    label: label("Care documents"),
    permissions_type: "EXCLUDE_SELECTED_ROLES",
    roles: [clerk],
    views: ["edit", "show"],
  });
  for (const role of [clerk, fileAdmin]) env.grant(role, entity, ["show", "create", "edit"]);
  const fixture = env.build();
  await installFixture(api.db, fixture);

  const otherEnv = new EnvironmentBuilder({
    base: base + 1000,
    slug: `files${base + 1000}`,
    name: `Files ${base + 1000}`,
    description: "Files tests, elsewhere",
    locales: ["en_GB"],
  });
  const otherFixture = otherEnv.build();
  await installFixture(api.db, otherFixture);

  const users = {
    admin: await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] }),
    clerk: await api.loggedInUser({ name: "files" }),
    fileAdmin: await api.loggedInUser({ name: "files" }),
    outsider: await api.loggedInUser({ name: "files" }),
    trainee: await api.loggedInUser({ name: "files" }),
    colleague: await api.loggedInUser({ name: "files" }),
  };
  const environment = fixture.environment.id;
  await addMember(api.db, environment, users.clerk.id, [clerk]);
  await addMember(api.db, environment, users.fileAdmin.id, [fileAdmin]);
  await addMember(api.db, environment, users.trainee.id, [trainee]);
  await addMember(api.db, environment, users.colleague.id, [clerk]);
  await addMember(api.db, otherFixture.environment.id, users.outsider.id, []);
  return {
    environment,
    other: otherFixture.environment.id,
    entity: entity.id,
    items: {
      name: name.items.edit as number,
      documents: documents.items.edit as number,
      care: care.items.edit as number,
    },
    users,
  };
}
