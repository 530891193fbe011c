import { expect } from "vitest";
import type { ApiHarness, TestUser } from "./apiHarness";

/** Steps many API tests take to set the scene, each through the API itself. */
export function setupApi(api: ApiHarness) {
  return {
    async environment(
      cookie: string,
      name = api.unique("Environment "),
      languages = ["en_GB"],
    ): Promise<number> {
      const response = await api.request("POST", "/api/environment", {
        cookie,
        body: { name, description: `${name} for tests`, languages },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id;
    },

    async role(
      cookie: string,
      environment: number,
      credentials: string[],
      name = api.unique("Role "),
    ): Promise<number> {
      const response = await api.request("POST", "/api/role", {
        cookie,
        body: { environment, name, credentials },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id;
    },

    async member(cookie: string, user: TestUser, environment: number, roles: number[]): Promise<void> {
      const response = await api.request("PUT", `/api/user/${user.id}/roles/${environment}`, {
        cookie,
        body: { roles },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
  };
}
