import { expect } from "vitest";
import type { ApiHarness, ApiResponse } from "../../testing/apiHarness";
import { setupApi } from "../../testing/setupApi";

export interface Caller {
  cookie: string | undefined;
  get(url: string): Promise<ApiResponse>;
  post(url: string, body: unknown): Promise<ApiResponse>;
  patch(url: string, body: unknown): Promise<ApiResponse>;
  put(url: string, body: unknown): Promise<ApiResponse>;
  del(url: string): Promise<ApiResponse>;
}

/** Requests as one caller (or anonymously, without a cookie). */
export function callerFor(api: ApiHarness, cookie: string | undefined): Caller {
  const options = (body?: unknown) => ({ cookie, ...(body === undefined ? {} : { body }) });
  return {
    cookie,
    get: (url) => api.request("GET", url, options()),
    post: (url, body) => api.request("POST", url, options(body)),
    patch: (url, body) => api.request("PATCH", url, options(body)),
    put: (url, body) => api.request("PUT", url, options(body)),
    del: (url) => api.request("DELETE", url, options()),
  };
}

/** Answers the id of what a create call made, failing the test with the answer otherwise. */
export function createdId(response: ApiResponse): number {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/**
 * The cast of a designer test: a super admin; an environment with its admin, a member without admin keys
 * and designers holding one admin key each; another environment with its own admin (a stranger here).
 */
export async function designerScene(api: ApiHarness) {
  const setup = setupApi(api);
  const root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
  const environment = await setup.environment(root.cookie, api.unique("Designer "), ["en_GB", "nl_NL"]);
  const other = await setup.environment(root.cookie, api.unique("Elsewhere "));

  async function userWith(environmentId: number, credentials: string[], name: string) {
    const user = await api.loggedInUser({ name });
    const role = await setup.role(root.cookie, environmentId, credentials);
    await setup.member(root.cookie, user, environmentId, [role]);
    return { ...callerFor(api, user.cookie), id: user.id, role };
  }

  const admin = callerFor(api, root.cookie);
  const envAdmin = await userWith(environment, ["environment-admin"], "envadmin");
  const member = await userWith(environment, [], "member");
  const stranger = await userWith(other, ["environment-admin"], "stranger");
  const anonymous = callerFor(api, undefined);

  return {
    environment,
    other,
    admin,
    envAdmin,
    member,
    stranger,
    anonymous,
    /** A member of the environment holding these credentials. */
    holder: (credentials: string[]) => userWith(environment, credentials, "holder"),

    async baseField(body: Record<string, unknown> = {}, env = environment): Promise<number> {
      return createdId(
        await admin.post("/api/deffield", {
          name: api.unique("field_"),
          type: "text",
          environment: env,
          ...body,
        }),
      );
    },
    async option(defField: number, text: string, body: Record<string, unknown> = {}): Promise<number> {
      return createdId(
        await admin.post("/api/deffieldlist", {
          defField,
          translations: [
            { culture: "en_GB", text },
            { culture: "nl_NL", text: `${text} (nl)` },
          ],
          ...body,
        }),
      );
    },
    async entity(body: Record<string, unknown> = {}, env = environment): Promise<number> {
      const name = api.unique("Entity ");
      return createdId(
        await admin.post("/api/defdossier", {
          environment: env,
          translations: [{ culture: "en_GB", name_singular: name, name_plural: `${name}s` }],
          ...body,
        }),
      );
    },
    async dataField(
      defDossier: number,
      defField: number,
      body: Record<string, unknown> = {},
    ): Promise<number> {
      return createdId(
        await admin.post("/api/defdossierdeffield", {
          name: api.unique("data_"),
          defDossier,
          defField,
          ...body,
        }),
      );
    },
    async link(
      defDossier: number,
      childDefDossier: number,
      body: Record<string, unknown> = {},
    ): Promise<number> {
      return createdId(
        await admin.post("/api/defdossierlink", {
          name: api.unique("link_"),
          typeOfLink: "select",
          defDossier,
          childDefDossier,
          ...body,
        }),
      );
    },
    async position(defDossier: number, body: Record<string, unknown> = {}): Promise<number> {
      return createdId(
        await admin.post("/api/displayposition", {
          defDossier,
          type: "main_content",
          translations: [{ culture: "en_GB", name_plural: "Main" }],
          ...body,
        }),
      );
    },
    async item(defDossier: number, body: Record<string, unknown>): Promise<number> {
      return createdId(
        await admin.post("/api/displayitem", {
          defDossier,
          view: "edit",
          translations: [{ culture: "en_GB", name: api.unique("Item ") }],
          ...body,
        }),
      );
    },
  };
}

export type DesignerScene = Awaited<ReturnType<typeof designerScene>>;

export const REQUIRED = "This is a required field";
export const INVALID = "This value is not valid";
export const FORBIDDEN = { message: "403_general_message" };
export const UNAUTHORIZED = { message: "Authentication required" };
