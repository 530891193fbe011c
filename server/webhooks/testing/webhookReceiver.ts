import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP receiver for webhook tests: it records every call and answers each path with the next status
 * of its plan (200 once the plan is used up); "hang" never answers.
 */
export class WebhookReceiver {
  readonly calls: ReceivedCall[] = [];
  private readonly plans = new Map<string, (number | "hang")[]>();
  private server: Server | undefined;

  /** The answers this path gives, in order. */
  plan(path: string, answers: (number | "hang")[]): void {
    this.plans.set(path, [...answers]);
  }

  callsTo(path: string): ReceivedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        this.calls.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        const answer = this.plans.get(path)?.shift() ?? 200;
        if (answer === "hang") return;
        response.writeHead(answer, { "Content-Type": "text/plain" }).end(answer < 300 ? "ok" : "no");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
