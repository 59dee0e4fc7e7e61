import { readFileSync } from "node:fs";
import { testDrivers } from "@plantwise/db";
import { beforeAll, describe, expect, it } from "vitest";
import { REST_ROUTES } from "../src/rest/table";
import { useTestApp } from "./harness";

/**
 * The documented `/api` paths (docs/api-paths.tsv, the project's copy of the spec's list) against
 * the route table. An area is added here once it is finished; from then on every one of its
 * rows must be routed.
 */
const FINISHED_AREAS: readonly string[] = [
  "identity",
  "assets",
  "sensors",
  "alarms",
  "maintenance",
  "requisitions",
  "success",
];

/**
 * Documented paths served by plain Express routes instead of the REST table: the gateway ingest
 * (device token, its own body limit) and the sound waveform (binary WAV). Each must answer without
 * credentials with 401, which proves it is mounted (an unrouted path answers 404).
 */
const EXPRESS_ROUTES: readonly { method: string; path: string; example: string }[] = [
  { method: "POST", path: "/ingest/readings", example: "/ingest/readings" },
  {
    method: "GET",
    path: "/sensors/{sensorId}/fft/{fftId}/sound-waveform/{axis}",
    example: "/sensors/1/fft/1/sound-waveform/1",
  },
];

interface DocumentedPath {
  method: string;
  path: string;
  area: string;
}

const documented: DocumentedPath[] = readFileSync(
  new URL("../../../docs/api-paths.tsv", import.meta.url),
  "utf8",
)
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [method, path, area] = line.split("\t");
    return { method: method!, path: path!, area: area! };
  });
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const documentedKeys = new Set(documented.map(key));

describe("REST route table against docs/api-paths.tsv", () => {
  it("reads the documented list", () => {
    expect(documented.length).toBeGreaterThan(300);
    expect(documented.every((r) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(r.method))).toBe(true);
  });

  it.each(REST_ROUTES.map((r) => [key(r)]))("%s is a documented path", (k) => {
    expect(documentedKeys.has(k)).toBe(true);
  });

  it("routes each method and path once", () => {
    const keys = REST_ROUTES.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(FINISHED_AREAS.map((a) => [a]))("routes every documented path of the finished area %s", (area) => {
    const routed = new Set([...REST_ROUTES, ...EXPRESS_ROUTES].map(key));
    const missing = documented.filter((r) => r.area === area && !routed.has(key(r))).map(key);
    expect(missing).toEqual([]);
  });
});

describe.each(testDrivers())("every routed path answers on %s", (driver) => {
  const app = useTestApp(driver);
  let token: string;
  beforeAll(async () => {
    token = await app.signIn("superadmin@plantwise.demo");
  });

  it.each(EXPRESS_ROUTES.map((r) => [r.method, r.path, r.example]))(
    "%s %s is mounted as an Express route (401 without credentials)",
    async (method, path, example) => {
      expect(documentedKeys.has(`${method} ${path}`)).toBe(true);
      const res = await app.call(method, `/api${example}`, { body: method === "GET" ? undefined : {} });
      expect(res.status).toBe(401);
    },
  );

  it.each(REST_ROUTES.filter((r) => r.path !== "/auth/logout").map((r) => [r.method, r.path]))(
    "%s %s answers JSON with the envelope or a mapped error",
    async (method, path) => {
      const concrete = path.replace(/\{\w+\}/g, "1");
      const res = await app.call(method, `/api${concrete}`, {
        token,
        body: method === "GET" ? undefined : {},
      });
      expect(res.headers.get("content-type")).toContain("application/json");
      // 409: a state conflict (closing a pending work order, deleting a type still in use) is a mapped error too.
      expect([200, 401, 403, 404, 409, 422]).toContain(res.status);
      if (res.status === 200) {
        expect(["data", "status", "statistics", "id"].some((k) => k in res.body)).toBe(true);
      } else {
        expect(typeof res.body.message).toBe("string");
      }
    },
  );
});
