// @vitest-environment jsdom
import "../testing/setup";
import { HttpResponse, http } from "msw";
import { expect, it } from "vitest";
import { server } from "../testing/server";
import { api } from "./apiClient";

it("marks every call as the app's own with X-Requested-With, next to the headers a call adds", async () => {
  const seen: Array<{ requestedWith: string | null; otp: string | null }> = [];
  const remember = ({ request }: { request: Request }) => {
    seen.push({ requestedWith: request.headers.get("x-requested-with"), otp: request.headers.get("otp") });
    return HttpResponse.json({ result: true });
  };
  server.use(http.get("/api/contentdossier/5/archive", remember), http.post("/api/login_check", remember));

  await api("/contentdossier/5/archive");
  await api("/login_check", {
    method: "POST",
    body: { username: "a", password: "b" },
    headers: { otp: "123456" },
  });

  expect(seen).toEqual([
    { requestedWith: "docket", otp: null },
    { requestedWith: "docket", otp: "123456" },
  ]);
});

it("sends a fresh Idempotency-Key with every POST, and none with other calls", async () => {
  const keys: Array<string | null> = [];
  const remember = ({ request }: { request: Request }) => {
    keys.push(request.headers.get("idempotency-key"));
    return HttpResponse.json({ id: 1 }, { status: 201 });
  };
  server.use(http.post("/api/contentdossier", remember), http.get("/api/contentdossier/5", remember));

  await api("/contentdossier", { method: "POST", body: { defDossier: 3 } });
  await api("/contentdossier", { method: "POST", body: { defDossier: 3 } });
  await api("/contentdossier/5");

  const [first, second, read] = keys;
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(second).toMatch(/^[0-9a-f]{32}$/);
  expect(second).not.toBe(first);
  expect(read).toBeNull();
});
