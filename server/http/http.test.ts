import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";

describe("HTTP answers", () => {
  let test: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    app = await buildServer({ db: test.db });
    app.get("/api/test/explode", { config: { public: true } }, async () => {
      throw new Error("connection string postgres://secret@db");
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it("answers unknown routes with 404 and a message", async () => {
    for (const url of ["/api/nothing/here", "/nothing"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers malformed JSON with 400 and an errors map", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login_check",
      headers: { "content-type": "application/json" },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { body: "This value is not valid" } });
  });

  it("answers a path that is not valid URL encoding with 400 and an errors map, not Fastify's own shape", async () => {
    for (const url of ["/api/role/%", "/api/user/%zz/profile", "/api/contentdossier/%E0%A4%A"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ errors: { url: "This value is not valid" } });
    }
  });

  it("answers a body nested deeper than any form with 400 and an errors map, before anything walks it", async () => {
    const nested = (depth: number) =>
      `{"username":${'{"a":'.repeat(depth - 1)}1${"}".repeat(depth - 1)},"password":"x"}`;
    const post = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/login_check",
        headers: { "content-type": "application/json" },
        payload,
      });
    // 100 levels pass on to validation, which names the field; deeper bodies are refused as a whole.
    const fine = await post(nested(100));
    expect(fine.statusCode).toBe(400);
    expect(Object.keys(fine.json().errors)).toEqual(["username"]);
    for (const depth of [101, 5_000, 100_000]) {
      const response = await post(nested(depth));
      expect(response.statusCode, String(depth)).toBe(400);
      expect(response.json()).toEqual({ errors: { body: "This value is not valid" } });
    }
  });

  it("answers a path id too long to be one with 404, as any id that names nothing", async () => {
    const response = await app.inject({ method: "GET", url: `/api/role/${"1".repeat(150)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Item not found" });
  });

  it("answers a body of the wrong shape with 400 and an errors map", async () => {
    const response = await app.inject({ method: "POST", url: "/api/login_check", payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });

  it("hides what went wrong inside: 500 with a generic message and no stack", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong" });
    expect(response.body).not.toContain("secret");
  });

  it("refuses text/plain bodies, which a cross-site form could send", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login_check",
      headers: { "content-type": "text/plain" },
      payload: "username=a&password=b",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeDefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("publishes the OpenAPI document at /api/docs without a session", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/login_check", "/api/environment", "/api/user/{id}/roles/{environment}"]),
    );
    expect(document.paths["/api/environment"].post.requestBody).toBeDefined();
    const listParameters = document.paths["/api/contentdossier"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listParameters).toEqual(expect.arrayContaining(["defDossier", "limit", "sort[]", "dossierQuery"]));
    const logParameters = document.paths["/api/dossierlog"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(logParameters).toEqual(expect.arrayContaining(["environment", "dossier", "user", "type"]));
    expect((await app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });
});
