/**
 * Helpers of the HTTP benchmark (bench/http.ts): the API in a child process (bench/http-server.ts),
 * signing in through the REST facade, and one autocannon run reduced to the numbers the table shows.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/** The line bench/http-server.ts prints once it answers (the same literal is written there). */
const READY_MARK = "BENCH_HTTP_READY";
const START_TIMEOUT_MS = 300_000;

export interface BenchServer {
  url: string;
  driver: "pglite" | "postgres";
  /** Closes the server's stdin and waits for it to exit (killing it after 15 s). */
  stop(): Promise<void>;
}

/**
 * Starts bench/http-server.ts under tsx with `env` on top of this process's environment, and
 * resolves once it prints its port.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const entry = fileURLToPath(new URL("./http-server.ts", import.meta.url));
  const packageDir = fileURLToPath(new URL("..", import.meta.url));
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), entry], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  // The server must not outlive the benchmark, whatever way this process ends.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = once(child, "exit");

  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<{ port: number; driver: "pglite" | "postgres" }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the bench server did not start in time")),
      START_TIMEOUT_MS,
    );
    lines.on("line", (line) => {
      if (!line.startsWith(`${READY_MARK} `)) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY_MARK.length + 1)));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited before it answered (${signal ?? `code ${code}`})`));
    });
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    process.off("exit", killOnExit);
  };

  try {
    const { port, driver } = await ready;
    return { url: `http://127.0.0.1:${port}`, driver, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The headers that sign a request in: the bearer token, and the device token of a deferred second factor. */
export type SignedIn = Record<string, string>;

async function getJson(url: string, auth: SignedIn | null, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, {
    ...init,
    headers: {
      ...auth,
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${init.method ?? "GET"} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Signs in through POST /api/auth/login and answers the headers of its requests. A user with a
 * second factor is answered a verification instead, which a benchmark cannot complete: that is
 * reported as an error naming the methods. A user whose role requires a second factor not set up
 * (the demo plant admin) defers it on this "device", as the web app's "Skip for 7 days" does, and
 * sends the device token with every request.
 */
export async function signIn(url: string, email: string, password: string): Promise<SignedIn> {
  const answer = (await getJson(`${url}/api/auth/login`, null, {
    method: "POST",
    body: JSON.stringify({ email, password }),
  })) as { data?: { token?: string; verification?: { methods: string[] } } };
  const token = answer.data?.token;
  if (!token) {
    const methods = answer.data?.verification?.methods.join(", ") ?? "unknown";
    throw new Error(
      `${email} is asked for a second factor (${methods}); the benchmark needs a user without one`,
    );
  }
  const auth: SignedIn = { authorization: `Bearer ${token}` };
  const me = (await getJson(`${url}/api/auth/user`, auth)) as {
    data?: { user?: { mfa_required?: boolean } };
  };
  if (!me.data?.user?.mfa_required) return auth;
  const deferred = (await getJson(`${url}/trpc/auth.trustDevice`, auth, { method: "POST", body: "{}" })) as {
    result?: { data?: { data?: { device_token?: string } } };
  };
  const device = deferred.result?.data?.data?.device_token;
  if (!device) throw new Error(`${email} could not defer the second factor`);
  return { ...auth, "x-device-token": device };
}

/** The id of the plant named `name` among the signed-in user's plants (GET /api/plants). */
export async function plantIdByName(url: string, auth: SignedIn, name: string): Promise<number> {
  const list = (await getJson(`${url}/api/plants?page=1&max=100`, auth)) as {
    data: { id: number; name: string }[];
  };
  const plant = list.data.find((p) => p.name === name);
  if (!plant) {
    const names = list.data.map((p) => p.name).join(", ");
    throw new Error(`no plant "${name}" among the user's plants (${names})`);
  }
  return plant.id;
}

/**
 * GETs `path` once and counts the rows it answers (a list's `data`, or `data` wrapping an array):
 * the benchmark refuses to time a path that fails or an empty list, which would measure nothing.
 */
export async function rowsAnswered(url: string, auth: SignedIn, path: string): Promise<number | null> {
  const body = (await getJson(`${url}${path}`, auth)) as { data?: unknown };
  if (Array.isArray(body.data)) {
    if (body.data.length === 0) throw new Error(`GET ${path} answered an empty list`);
    return body.data.length;
  }
  return null;
}

export interface LoadNumbers {
  /** 2xx responses per second over the run (failures are counted, not timed). */
  requestsPerSecond: number;
  /** Latency percentiles of the 2xx answers, ms (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  timeouts: number;
  /** Connection errors other than timeouts (resets, refused). */
  socketErrors: number;
  /** non2xx + timeouts + socket errors. */
  errors: number;
  /** Requests sent but not answered when the run ended (in flight, or timed out). */
  unanswered: number;
}

const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_HTTP_SETTLE_MS ?? 120_000);

/**
 * Waits until the server has worked through what a finished run left behind: autocannon closes its
 * sockets at the end of the duration, but the handlers of the requests in flight still run, and on
 * PGlite they hold the one connection the next run needs. bench/http-server.ts counts them.
 * Resolves to the milliseconds waited.
 */
export async function settle(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${url}/__bench/in-flight`);
    const state = (await res.json()) as { idle: boolean; open: number; abandoned: number; paths: string[] };
    const waited = performance.now() - started;
    if (state.idle) return waited;
    if (waited > SETTLE_TIMEOUT_MS) {
      throw new Error(
        `the server was still handling ${state.open} requests (${state.abandoned} abandoned by the client) ` +
          `${SETTLE_TIMEOUT_MS / 1000} s after the run: ${state.paths.join(", ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One autocannon run against `url`, signed in with `auth`, `connections` at a time. */
export async function load(
  url: string,
  auth: SignedIn,
  connections: number,
  seconds: number,
): Promise<LoadNumbers> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: auth,
  });
  const socketErrors = result.errors - result.timeouts;
  const responses = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    requestsPerSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    socketErrors,
    errors: result.non2xx + result.errors,
    unanswered: Math.max(0, result.requests.sent - responses - result.errors),
  };
}
