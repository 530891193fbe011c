/**
 * Clients that stream creates and edits of CRM companies and remember what the server acknowledged, so the
 * records can be checked after a crash: an acknowledged write must be there with its values, and a write
 * whose answer never came (the process died under it) may be there or not, but whole.
 */
import { randomUUID } from "node:crypto";
import { COMPANY } from "../bench/apiBench";

const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Groningen", "Breda"];
const STATUSES = [COMPANY.status.lead, COMPANY.status.prospect, COMPANY.status.customer];

/** The three values every write sets together: a record showing a mix of two writes is half-written. */
export interface CompanyValues {
  name: string;
  city: string;
  status: number;
}

export interface TrackedRecord {
  id: number;
  /** The values and version of the last acknowledged write. */
  values: CompanyValues;
  version: number;
  /** An edit sent whose answer never came. */
  pending?: CompanyValues;
}

export interface PendingCreate {
  key: string;
  values: CompanyValues;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the harness reads what the API answers
  body: any;
}

/** The process under test went away mid-call: the write's outcome is unknown. */
export class ConnectionLost extends Error {}

/** 503: the server refused the call (overloaded, or stopping); nothing was written. */
export class Unavailable extends Error {}

/** One logged-in person: a session cookie and the records they wrote. */
export class StreamClient {
  cookie = "";
  readonly records: TrackedRecord[] = [];
  pendingCreate: PendingCreate | undefined;
  acknowledgedCreates = 0;
  acknowledgedEdits = 0;
  private written = 0;

  constructor(
    readonly name: string,
    public baseUrl: string,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new ConnectionLost(`${method} ${path}: ${(error as Error).message}`);
    }
    const session = response.headers.getSetCookie().find((c) => c.startsWith("docket_session="));
    if (session) this.cookie = session.split(";")[0] as string;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ConnectionLost(`${method} ${path}: ${(error as Error).message}`);
    }
    if (response.status === 503) throw new Unavailable(`${method} ${path}: 503 ${text}`);
    return { status: response.status, body: text ? JSON.parse(text) : undefined } as Answer;
  }

  /** A call asked again while the server answers 503 (busy starting, or shedding load): nothing was done. */
  async patiently<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof Unavailable) || attempt === 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));
      }
    }
  }

  readPatiently(path: string): Promise<Answer> {
    return this.patiently(() => this.call("GET", path));
  }

  async logIn(password: string): Promise<void> {
    const answer = await this.patiently(() =>
      this.call("POST", "/api/login_check", { username: "admin", password }),
    );
    if (answer.status !== 200) throw new Error(`${this.name}: login answered ${answer.status}`);
  }

  private nextValues(): CompanyValues {
    const n = ++this.written;
    return {
      name: `Durable ${this.name} ${String(n).padStart(5, "0")}`,
      city: CITIES[n % CITIES.length] as string,
      status: STATUSES[n % STATUSES.length] as number,
    };
  }

  /** A create with an Idempotency-Key; once acknowledged, the record's version read back. */
  async create(): Promise<void> {
    this.pendingCreate ??= { key: randomUUID(), values: this.nextValues() };
    await this.sendCreate(this.pendingCreate);
  }

  private async sendCreate(create: PendingCreate): Promise<void> {
    const answer = await this.call("POST", "/api/contentdossier", createBody(create.values), {
      "idempotency-key": create.key,
    });
    if (answer.status !== 201) throw new Error(`${this.name}: create answered ${answer.status}`);
    this.pendingCreate = undefined;
    this.acknowledgedCreates++;
    const record: TrackedRecord = { id: answer.body.id, values: create.values, version: 0 };
    this.records.push(record);
    const read = await this.read(record.id);
    if (!read) throw new Error(`${this.name}: record ${record.id} acknowledged, then not found`);
    record.version = read.version;
  }

  /** A save of all three values, from the version last acknowledged. */
  async edit(record: TrackedRecord): Promise<void> {
    const values = this.nextValues();
    record.pending = values;
    const answer = await this.call("PUT", `/api/contentdossier/${record.id}`, {
      ...editBody(values),
      version: record.version,
    });
    if (answer.status !== 200) {
      throw new Error(
        `${this.name}: save of ${record.id} answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    record.values = values;
    record.version = answer.body.version;
    record.pending = undefined;
    this.acknowledgedEdits++;
  }

  /** Creates and edits until `stop()` says so or the server goes away. */
  async stream(stop: () => boolean): Promise<void> {
    while (!stop()) {
      const record = this.records[Math.floor(Math.random() * this.records.length)];
      try {
        if (!record || this.pendingCreate || Math.random() < 0.35) await this.create();
        else await this.edit(record);
      } catch (error) {
        if (error instanceof ConnectionLost) return;
        if (!(error instanceof Unavailable)) throw error;
        // Refused, not written: a create is sent again with its key, an edit is made anew.
        if (record) record.pending = undefined;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async read(id: number): Promise<{ values: Partial<CompanyValues>; version: number } | undefined> {
    const answer = await this.readPatiently(`/api/contentdossier/${id}?view=edit`);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw new Error(`${this.name}: reading ${id} answered ${answer.status}`);
    const content = answer.body.content as Record<string, unknown>;
    const status = content[COMPANY.edit.status];
    return {
      values: {
        ...(typeof content[COMPANY.edit.name] === "string"
          ? { name: content[COMPANY.edit.name] as string }
          : {}),
        ...(typeof content[COMPANY.edit.city] === "string"
          ? { city: content[COMPANY.edit.city] as string }
          : {}),
        ...(Array.isArray(status) && typeof status[0] === "number" ? { status: status[0] } : {}),
      },
      version: answer.body.version,
    };
  }

  /**
   * After a restart: every acknowledged record with its acknowledged values and version, or with the values
   * of the edit in flight at the crash (then at a later version); the create in flight retried with its key
   * (one record, whether or not its first attempt committed). Returns the problems found.
   */
  async verify(): Promise<string[]> {
    const problems: string[] = [];
    for (const record of this.records) {
      const read = await this.read(record.id);
      if (!read) {
        problems.push(`${this.name}: acknowledged record ${record.id} is missing`);
        continue;
      }
      if (sameValues(read.values, record.values)) {
        // 0: the create was acknowledged, the crash came before its version was read back.
        if (record.version === 0) record.version = read.version;
        else if (read.version !== record.version) {
          problems.push(
            `${this.name}: record ${record.id} holds its acknowledged values at version ${read.version}, not ${record.version}`,
          );
        }
      } else if (record.pending && sameValues(read.values, record.pending)) {
        if (read.version <= record.version) {
          problems.push(`${this.name}: record ${record.id} holds the unacknowledged edit at an old version`);
        }
        record.values = record.pending;
        record.version = read.version;
      } else {
        problems.push(
          `${this.name}: record ${record.id} holds ${JSON.stringify(read.values)} at version ${read.version}, ` +
            `acknowledged ${JSON.stringify(record.values)} at version ${record.version}` +
            (record.pending ? ` (in flight: ${JSON.stringify(record.pending)})` : ""),
        );
      }
      record.pending = undefined;
    }
    const pending = this.pendingCreate;
    if (pending) await this.patiently(() => this.sendCreate(pending));
    return problems;
  }
}

function sameValues(read: Partial<CompanyValues>, expected: CompanyValues): boolean {
  return read.name === expected.name && read.city === expected.city && read.status === expected.status;
}

function editBody(values: CompanyValues) {
  return {
    [COMPANY.edit.name]: values.name,
    [COMPANY.edit.city]: values.city,
    [COMPANY.edit.status]: [values.status],
  };
}

function createBody(values: CompanyValues) {
  return { defDossier: COMPANY.entity, ...editBody(values) };
}
