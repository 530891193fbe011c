import { expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";

describeApi("Cache-Control on API answers", (api) => {
  it("keeps every API answer out of caches: data, errors and logins alike", async () => {
    const user = await api.loggedInUser({ name: "cached" });
    const answers = [
      await api.request("GET", "/api/user/me", { cookie: user.cookie }),
      await api.request("GET", `/api/user/${user.id}`, { cookie: user.cookie }),
      await api.request("GET", "/api/user/me"),
      await api.request("GET", "/api/nothing/here", { cookie: user.cookie }),
      await api.request("POST", "/api/login_check", { body: { username: user.username } }),
      await api.request("POST", "/api/login_check", {
        body: { username: user.username, password: user.password },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 400, 200]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the app's own files to their usual caching", async () => {
    const response = await api.request("GET", "/not-the-api");
    expect(response.headers["cache-control"]).not.toBe("no-store");
  });
});
