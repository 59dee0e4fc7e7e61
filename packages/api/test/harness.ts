import type { AddressInfo } from "node:net";
import {
  createTestDatabase,
  type DatabaseDriver,
  type DatabaseHandle,
  DEMO_PASSWORD,
  seedDatabase,
} from "@plantwise/db";
import { createApp } from "../src/server";

export interface TestApp {
  handle: DatabaseHandle;
  url: string;
  /** `fetch` against the app, with JSON handling and an optional bearer token. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  signIn(email: string, password?: string): Promise<string>;
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

/** A seeded database of the given driver and the whole Express app listening on a free port. */
export async function startTestApp(
  driver: DatabaseDriver,
  options: { webDist?: string | null } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(driver);
  await seedDatabase(handle.db, { demoUsers: true });
  const app = createApp({ db: handle.db, driver: handle.driver }, { webDist: options.webDist ?? null });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
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

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await call("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200 || typeof res.body?.data?.token !== "string") {
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data.token as string;
  }

  return {
    handle,
    url,
    call,
    signIn,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
