import type { AddressInfo } from "node:net";
import {
  createTestDatabase,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  DEMO_COMPANY,
  DEMO_PASSWORD,
  DEMO_PLANTS,
  SECOND_COMPANY,
  SECOND_PLANT,
  schema,
  seedDatabase,
} from "@plantwise/db";
import { afterAll, beforeAll } from "vitest";
import type { TrustProxy } from "../src/config";
import { createApp } from "../src/server";

export interface TestApp {
  handle: DatabaseHandle;
  url: string;
  /** Ids of the demo tenants' companies and plants. */
  demo: DemoIds;
  /** `fetch` against the app, with JSON handling and an optional bearer token. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** A tRPC query over HTTP (GET /trpc/<path>?input=…), for procedures that have no REST path. */
  query(path: string, input: unknown, token?: string): Promise<CallResult>;
  /** A tRPC mutation over HTTP (POST /trpc/<path>). */
  mutate(path: string, input: unknown, token?: string): Promise<CallResult>;
  /**
   * The headers that sign a raw `fetch` in as `token`: the bearer token and, for a session that
   * deferred its second factor (see signIn), the device token.
   */
  authHeaders(token: string): Record<string, string>;
  /** See startTestApp's signIn: `defer: false` leaves a required second factor pending. */
  signIn(email: string, password?: string, options?: { defer?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as-is, for malformed-body tests. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  body: any;
}

/** The demo seed's two tenants: Northwind Mills (Hamilton and Calgary Works), Southridge Foods (Regina). */
export interface DemoIds {
  northwind: number;
  hamilton: number;
  calgary: number;
  southridge: number;
  regina: number;
}

async function demoIds(db: Database): Promise<DemoIds> {
  const { companies, plants } = schema;
  const ids = (rows: { id: number; name: string }[]) => (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`the demo seed has no ${name}`);
    return row.id;
  };
  const company = ids(await db.select({ id: companies.id, name: companies.name }).from(companies));
  const plant = ids(await db.select({ id: plants.id, name: plants.name }).from(plants));
  return {
    northwind: company(DEMO_COMPANY),
    hamilton: plant(DEMO_PLANTS[0].name),
    calgary: plant(DEMO_PLANTS[1].name),
    southridge: company(SECOND_COMPANY),
    regina: plant(SECOND_PLANT.name),
  };
}

/** A seeded database of the given driver and the whole Express app listening on a free port. */
export interface TestAppOptions {
  webDist?: string | null;
  /** Sees the text of every statement sent to PostgreSQL (see DatabaseOptions.onStatement). */
  onStatement?: (text: string) => void;
  /**
   * The app's `trust proxy` (default false, as in production without TRUST_PROXY); "loopback"
   * lets a test speak for several client addresses through X-Forwarded-For.
   */
  trustProxy?: TrustProxy;
}

export async function startTestApp(driver: DatabaseDriver, options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await createTestDatabase(driver, { onStatement: options.onStatement });
  await seedDatabase(handle.db, { demoUsers: true });
  const demo = await demoIds(handle.db);
  const app = createApp(
    { db: handle.db, driver: handle.driver },
    {
      webDist: options.webDist ?? null,
      trustProxy: options.trustProxy ?? false,
    },
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The device token each deferring session's requests carry (see signIn). */
  const deviceTokens = new Map<string, string>();

  function authHeaders(token: string): Record<string, string> {
    const device = deviceTokens.get(token);
    return { authorization: `Bearer ${token}`, ...(device ? { "x-device-token": device } : {}) };
  }

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(options.token ? authHeaders(options.token) : {}),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers["content-type"] ??= "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: leave the text for the assertion to show
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /**
   * Signs in as the web app does. A user whose role requires a second factor they have not set up
   * (the demo plant admin) defers it on this "device", as the app's "Skip for 7 days" does: `call`
   * then sends the device token with the session's token, so the test reaches everything the role
   * permits. Tests of the requirement itself pass `defer: false`.
   */
  async function signIn(
    email: string,
    password = DEMO_PASSWORD,
    options: { defer?: boolean } = {},
  ): Promise<string> {
    const res = await call("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200 || typeof res.body?.data?.token !== "string") {
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const token = res.body.data.token as string;
    const me = await call("GET", "/api/auth/user", { token });
    if (options.defer !== false && me.body?.data?.user?.mfa_required === true) {
      const deferred = await call("POST", "/trpc/auth.trustDevice", { token, body: {} });
      const device = deferred.body?.result?.data?.data?.device_token;
      if (typeof device !== "string") {
        throw new Error(`${email} could not defer the second factor: ${JSON.stringify(deferred.body)}`);
      }
      deviceTokens.set(token, device);
    }
    return token;
  }

  return {
    handle,
    url,
    demo,
    call,
    authHeaders,
    query: (path, input, token) =>
      call("GET", `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token }),
    mutate: (path, input, token) => call("POST", `/trpc/${path}`, { token, body: input }),
    signIn,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}

/**
 * The app of the enclosing describe block: started before its tests and closed after them. Its
 * members are usable from the block's own beforeAll hooks on (they run after this one).
 */
export function useTestApp(driver: DatabaseDriver, options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(driver, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const app = () => {
    if (!started) throw new Error("the test app starts in beforeAll");
    return started;
  };
  return {
    get handle() {
      return app().handle;
    },
    get url() {
      return app().url;
    },
    get demo() {
      return app().demo;
    },
    call: (method, path, callOptions) => app().call(method, path, callOptions),
    query: (path, input, token) => app().query(path, input, token),
    mutate: (path, input, token) => app().mutate(path, input, token),
    signIn: (email, password, options) => app().signIn(email, password, options),
    authHeaders: (token) => app().authHeaders(token),
    close: () => app().close(),
  };
}
