import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, expect, it } from "vitest";
import { SOCKET_PATH } from "../realtime/attachRealtime";
import { describeApi } from "../testing/apiHarness";

/** The value of one sample line (`name{labels} value`) of the exposition text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeApi("GET /metrics", (api) => {
  it("counts requests and their latency by route pattern and status class, never by raw URL", async () => {
    const user = await api.loggedInUser();
    for (let i = 0; i < 3; i++) expect((await api.request("GET", "/healthz")).status).toBe(200);
    expect((await api.request("GET", `/api/user/${user.id}`, { cookie: user.cookie })).status).toBe(200);
    expect((await api.request("GET", "/api/user/987654321", { cookie: user.cookie })).status).toBe(404);

    const answer = await api.request("GET", "/metrics");
    expect(answer.status).toBe(200);
    expect(String(answer.headers["content-type"])).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const text = String(answer.body);

    expect(sample(text, 'docket_http_requests_total{method="GET",route="/healthz",status_class="2xx"}')).toBe(
      3,
    );
    expect(
      sample(text, 'docket_http_requests_total{method="GET",route="/api/user/:id",status_class="4xx"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'docket_http_request_duration_seconds_count{method="GET",route="/api/user/:id",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'docket_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz",status_class="2xx"}',
      ),
    ).toBe(3);
    expect(text).not.toContain("987654321");
    expect(text).not.toContain(`/api/user/${user.id}"`);
  });

  it("tells the database, its pool and the live sockets, beside the process's default metrics", async () => {
    const text = String((await api.request("GET", "/metrics")).body);
    expect(sample(text, `docket_database_info{kind="${api.kind}"}`)).toBe(1);
    expect(sample(text, "docket_socket_clients")).toBe(0);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    if (api.kind === "postgres") {
      expect(sample(text, "docket_db_pool_max_connections")).toBe(4);
      const total = sample(text, 'docket_db_pool_connections{state="total"}') ?? -1;
      const idle = sample(text, 'docket_db_pool_connections{state="idle"}') ?? -1;
      expect(total).toBeGreaterThan(0);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(idle).toBeLessThanOrEqual(total);
      expect(sample(text, "docket_db_pool_waiting_requests")).toBe(0);
      expect(sample(text, "docket_db_pool_longest_wait_seconds")).toBe(0);
    } else {
      // PGlite has one connection in the process and no pool: nothing about idle or waiting is made up.
      expect(sample(text, "docket_db_pool_max_connections")).toBe(1);
      expect(text).not.toContain("docket_db_pool_connections");
      expect(text).not.toContain("docket_db_pool_waiting_requests");
    }
  });

  it("answers only calls made on this machine without a proxy when no token is set", async () => {
    const remote = await api.request("GET", "/metrics", { address: "203.0.113.7" });
    expect(remote.status).toBe(403);
    const proxied = await api.request("GET", "/metrics", { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(proxied.status).toBe(403);
    const ipv6 = await api.request("GET", "/metrics", { address: "::1" });
    expect(ipv6.status).toBe(200);
  });
});

describeApi(
  "GET /metrics with METRICS_TOKEN",
  (api) => {
    it("answers whoever sends the token as a Bearer, from any address, and no one else", async () => {
      const missing = await api.request("GET", "/metrics");
      expect(missing.status).toBe(401);
      expect(missing.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      const wrong = await api.request("GET", "/metrics", {
        headers: { authorization: "Bearer not-the-token" },
      });
      expect(wrong.status).toBe(401);
      const right = await api.request("GET", "/metrics", {
        address: "203.0.113.7",
        headers: { authorization: "Bearer s3cret-scrape-token", "x-forwarded-for": "203.0.113.7" },
      });
      expect(right.status).toBe(200);
      expect(String(right.body)).toContain("docket_http_requests_total");
    });
  },
  { metricsToken: "s3cret-scrape-token" },
  { kinds: ["pglite"] },
);

describeApi(
  "GET /metrics and the live sockets",
  (api) => {
    const clients: Socket[] = [];
    afterAll(() => {
      for (const client of clients) client.close();
    });

    const socketClients = async () =>
      sample(String((await api.request("GET", "/metrics")).body), "docket_socket_clients");

    it("counts the signed-in sockets connected to this process", async () => {
      const user = await api.loggedInUser();
      await api.app.listen({ port: 0, host: "127.0.0.1" });
      const address = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
      for (let i = 0; i < 2; i++) {
        const client = connect(address, {
          path: SOCKET_PATH,
          transports: ["websocket"],
          reconnection: false,
          extraHeaders: { cookie: user.cookie },
        });
        clients.push(client);
        await new Promise<void>((resolve, reject) => {
          client.on("connect", resolve);
          client.on("connect_error", reject);
        });
      }
      expect(await socketClients()).toBe(2);
      clients[0]?.close();
      await expect.poll(socketClients, { timeout: 10_000 }).toBe(1);
    });
  },
  {},
  { kinds: ["pglite"] },
);
