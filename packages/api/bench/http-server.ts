/**
 * The server side of the HTTP benchmark (bench/http.ts), run as its own process so the load
 * generator and the server do not share an event loop or a core. It starts the API the way
 * `pnpm start` does (src/main.ts): configuration from the environment (DATABASE_URL or DATA_DIR,
 * SEED_DEMO), migrations, the demo seed, the FFT backend, then one Express app on PORT. With
 * BENCH_HTTP_HISTORY not "0" it also lets the device simulator fill the demo's week of readings,
 * captures and alarms, and stops it before the measurement, so the lists read the data a fresh
 * `pnpm start` shows without live batches landing mid-run. The job runner is left out for the same
 * reason.
 *
 * It serves GET /__bench/in-flight (outside the app): whether requests are still being handled.
 * It prints one line `BENCH_HTTP_READY {"port":…,"driver":…}` on stdout once it answers, and shuts
 * down when its stdin closes (the benchmark closes it, and so does the benchmark's own exit).
 */
import { createServer, type RequestListener, type ServerResponse } from "node:http";
import { migrateDatabase, openDatabase, seedDatabase } from "@plantwise/db";
import { initFft } from "@plantwise/dsp";
import { closeDspPool } from "../src/analysis/service";
import { readConfig } from "../src/config";
import { configureUploads } from "../src/equipments/service";
import { setListeningUrl } from "../src/lib/public-url";
import { configureSecretKey } from "../src/lib/secrets";
import { createApp } from "../src/server";
import { startSimulator } from "../src/simulator/service";

const READY_MARK = "BENCH_HTTP_READY";
/** Answers whether requests are still being handled (see countInFlight), outside the app. */
const IN_FLIGHT_PATH = "/__bench/in-flight";

/** Milliseconds without an answer after which requests abandoned by their client count as dropped. */
const QUIET_MS = 500;

/**
 * The app behind a count of the requests being handled. A run's end closes the client's sockets,
 * but the handlers of the requests in flight still run (and on PGlite hold the connection), so
 * the benchmark waits for them before the next run. A handler is done when it calls `res.end`,
 * which every answer goes through whether or not the socket is still open. A request whose client
 * left may also never be answered (PGlite's request gate drops those still waiting in line), so
 * those count as done once the server has answered nothing for QUIET_MS.
 */
function countInFlight(app: RequestListener) {
  /** Requests not answered yet, and whether their client is still there. */
  const pending = new Map<ServerResponse, { path: string; abandoned: boolean }>();
  let lastActivity = performance.now();
  const state = () => {
    const waiting = [...pending.values()];
    const open = waiting.filter((r) => !r.abandoned);
    const quietMs = performance.now() - lastActivity;
    return {
      open: open.length,
      abandoned: waiting.length - open.length,
      idle: open.length === 0 && (waiting.length === 0 || quietMs >= QUIET_MS),
      paths: [...new Set(waiting.map((r) => r.path))].slice(0, 10),
    };
  };
  const handler: RequestListener = (req, res) => {
    if (req.url === IN_FLIGHT_PATH) {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(state()));
      return;
    }
    lastActivity = performance.now();
    const entry = { path: `${req.method} ${req.url}`, abandoned: false };
    pending.set(res, entry);
    res.once("close", () => {
      entry.abandoned = true;
    });
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      if (pending.delete(res)) lastActivity = performance.now();
      return end(...args);
    }) as typeof res.end;
    app(req, res);
  };
  const idle = async () => {
    while (!state().idle) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { handler, idle };
}

async function serve(): Promise<void> {
  const config = readConfig();
  configureSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir });
  configureUploads({ dataDir: config.dataDir });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demoUsers: config.seedDemo, admin: config.admin });
  await initFft();
  const app = createApp({ db: handle.db, driver: handle.driver }, { webDist: null });
  const inFlight = countInFlight(app);
  const server = createServer(inFlight.handler).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  setListeningUrl(url);

  if (config.seedDemo && process.env.BENCH_HTTP_HISTORY !== "0") {
    const simulator = startSimulator({ db: handle.db, baseUrl: url });
    await simulator.ready;
    await simulator.stop();
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close(() => {
      // Handlers of requests whose sockets just closed may still be querying: let them finish.
      void inFlight
        .idle()
        .then(() => Promise.all([closeDspPool(), handle.close()]))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  process.stdout.write(`${READY_MARK} ${JSON.stringify({ port, driver: handle.driver })}\n`);
}

serve().catch((error) => {
  console.error("bench/http-server: the API did not start:", error);
  process.exit(1);
});
