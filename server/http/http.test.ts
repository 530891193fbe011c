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
    expect((await app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });
});
