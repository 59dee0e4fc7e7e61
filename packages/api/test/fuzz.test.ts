/**
 * Every path and method of the OpenAPI document the API serves, fuzzed: bodies, query strings and
 * path parameters shaped after the route's own schema with hostile values mixed in (wrong types,
 * huge numbers, out-of-range dates, 100 000-character and unicode strings, prototype names, arrays
 * for objects and back), malformed JSON and undecodable escapes. Each is sent as a signed-in plant
 * admin and unsigned. Whatever comes in, the answer is a 2xx, or a 4xx in the API's error envelope:
 * never a 5xx. The number of cases per route is small so the file fits CI; the seed varies per run,
 * and a failure prints it with the shrunk request.
 */
import { testDrivers } from "@plantwise/db";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/rest/openapi";
import { REST_ROUTES } from "../src/rest/table";
import { appRouter } from "../src/root";
import {
  BAD_ESCAPES,
  fieldsFor,
  hostileValue,
  type JsonSchema,
  MALFORMED_BODIES,
  OUT_OF_RANGE_DATES,
  PROTOTYPE_KEYS,
  pathParam,
  plausibleValue,
  queryString,
  UNSTORABLE_DATES,
} from "./fuzz-inputs";
import { type CallResult, type TestApp, useTestApp } from "./harness";

/** Generated cases per route; each is sent signed in and unsigned. */
const RUNS = 4;
const PLANT_ADMIN = "plantadmin@plantwise.demo";

interface Operation {
  method: string;
  /** The documented path, `/plants/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

interface FuzzRequest {
  method: string;
  url: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

// The same document GET /api/openapi.json answers (checked below), read here so each operation is a test.
const document = buildOpenApiDocument(appRouter, REST_ROUTES);

/**
 * Reads first, then writes, deletions last (so earlier cases still find the records), and the
 * per-address rate-limited sign-in and password e-mail at the very end.
 */
function rank(op: Operation): number {
  if (op.path === "/auth/login" || op.path === "/auth/password/email") return 9;
  return ["GET", "POST", "PUT", "PATCH", "DELETE"].indexOf(op.method);
}

const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const operation = raw as {
        parameters: { name: string; in: string; schema: JsonSchema }[];
        requestBody?: { content: { "application/json": { schema: JsonSchema } } };
      };
      return {
        method: method.toUpperCase(),
        path,
        pathParams: operation.parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(
          operation.parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema]),
        ),
        body: operation.requestBody?.content["application/json"].schema,
      };
    }),
  )
  .sort((a, b) => rank(a) - rank(b));

/** Properties a body schema names (an object's, or those of its alternatives). */
function bodyProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[];
  return Object.assign({}, ...alternatives.map(bodyProperties), schema.properties ?? {});
}

function requestFor(op: Operation, avoidIds: ReadonlySet<string>): fc.Arbitrary<FuzzRequest> {
  const param = pathParam().map((p) => (avoidIds.has(p) ? "999999" : p));
  const params = fc.tuple(...op.pathParams.map(() => param));
  const props = bodyProperties(op.body);
  const query =
    op.method === "GET"
      ? fieldsFor(op.query, true)
      : // The facade merges the query into every method's input: now and then put the fields there.
        fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fieldsFor(props, true) });
  const body: fc.Arbitrary<Pick<FuzzRequest, "body" | "rawBody" | "contentType">> =
    op.method === "GET"
      ? fc.constant({})
      : fc.oneof(
          { weight: 6, arbitrary: fieldsFor(props, false).map((b) => ({ body: b })) },
          { weight: 1, arbitrary: hostileValue().map((b) => ({ body: b })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...MALFORMED_BODIES)
              .map((m) => ({ rawBody: m.body, contentType: m.contentType })),
          },
        );
  return fc.tuple(params, query, body).map(([values, q, b]) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => values[i++]!);
    let search = queryString(q);
    // Node refuses a head over 16 KB itself (431, before the app): keep the request line below it.
    if (search.length > 12_000) search = "";
    return { method: op.method, url: `/api${path}${search}`, ...b };
  });
}

/** Hand-picked cases every route gets whatever the generator draws. */
function fixedCases(op: Operation): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const fill = (value: string) => op.path.replace(/\{\w+\}/g, value);
  for (const badEscape of BAD_ESCAPES.slice(0, op.pathParams.length ? 2 : 0)) {
    cases.push({
      method: op.method,
      url: `/api${fill(badEscape)}`,
      body: op.method === "GET" ? undefined : {},
    });
  }
  if ("orderByColumn" in op.query) {
    for (const column of PROTOTYPE_KEYS)
      cases.push({ method: op.method, url: `/api${fill("1")}?orderByColumn=${column}&orderByMethod=desc` });
  }
  // Dates that do not fit, each in an otherwise plausible input so that it gets past the other fields.
  const fields = op.method === "GET" ? op.query : bodyProperties(op.body);
  const dated = Object.keys(fields).filter((k) => /(_at|date|from|to|starts|due|time|start)$/.test(k));
  if (dated.length) {
    const [plausible] = fc.sample(plausibleValue({ type: "object", properties: fields }), 1) as [
      Record<string, unknown>,
    ];
    for (const date of [...OUT_OF_RANGE_DATES.slice(0, 2), "8640000000000001", ...UNSTORABLE_DATES]) {
      const input = { ...plausible, ...Object.fromEntries(dated.map((k) => [k, date])) };
      cases.push(
        op.method === "GET"
          ? { method: op.method, url: `/api${fill("1")}${queryString(input)}` }
          : { method: op.method, url: `/api${fill("1")}`, body: input },
      );
    }
  }
  return cases;
}

const clip = (text: string, n = 400) =>
  text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text;

function describeRequest(req: FuzzRequest, signedIn: boolean): string {
  const body = req.rawBody !== undefined ? `raw ${JSON.stringify(req.rawBody)}` : JSON.stringify(req.body);
  return `${signedIn ? "plant admin" : "unsigned"} ${req.method} ${clip(req.url, 300)} ${
    req.contentType ? `[${req.contentType}] ` : ""
  }body=${clip(body ?? "none", 300)}`;
}

/** A 2xx, or a 4xx with the error envelope: `{ message, messages? }`, no internals. */
function checkAnswer(res: CallResult, req: FuzzRequest, signedIn: boolean): void {
  const what = () => `${describeRequest(req, signedIn)}\n  → ${res.status} ${clip(JSON.stringify(res.body))}`;
  if (res.status >= 200 && res.status < 300) return;
  if (res.status < 400 || res.status >= 500) throw new Error(`not a 2xx or 4xx: ${what()}`);
  const body = res.body as { message?: unknown; messages?: unknown } | undefined;
  const envelope =
    res.headers.get("content-type")?.includes("application/json") &&
    typeof body?.message === "string" &&
    (body.messages === undefined ||
      (Array.isArray(body.messages) &&
        body.messages.every((m) => Array.isArray(m) && m.every((s) => typeof s === "string"))));
  if (!envelope) throw new Error(`a 4xx without the error envelope: ${what()}`);
  if (/\bat .*\.[jt]s:\d+/.test(JSON.stringify(body)))
    throw new Error(`a stack trace in an answer: ${what()}`);
}

/** A signed-in plant admin: the session token, and the device token that defers the second factor. */
interface Session {
  token: string;
  device: string | undefined;
}

/**
 * Signs the plant admin in and, since the plant admin's role asks for a second factor, trusts this
 * "device" the way the web app does (auth.trustDevice, then X-Device-Token): otherwise every
 * signed-in case would stop at the same 403 and test nothing behind it.
 */
async function signInPlantAdmin(app: TestApp): Promise<Session> {
  const token = await app.signIn(PLANT_ADMIN);
  const trusted = await app.mutate("auth.trustDevice", undefined, token);
  const device = trusted.body?.result?.data?.data?.device_token as string | undefined;
  return { token, device };
}

const deviceHeader = (session: Session | undefined): Record<string, string> =>
  session?.device ? { "x-device-token": session.device } : {};

async function send(app: TestApp, req: FuzzRequest, session: Session | undefined): Promise<CallResult> {
  return app.call(req.method, req.url, {
    token: session?.token,
    ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : { body: req.body }),
    headers: { ...deviceHeader(session), ...(req.contentType ? { "content-type": req.contentType } : {}) },
  });
}

describe.each(testDrivers())("REST fuzz on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: Session;
  /** The plant admin's own user and role ids: a generated id never names them on /users or /roles. */
  const ownIds = { users: new Set<string>(), roles: new Set<string>() };

  beforeAll(async () => {
    admin = await signInPlantAdmin(app);
    const me = await app.call("GET", "/api/auth/user", { token: admin.token, headers: deviceHeader(admin) });
    expect(me.status).toBe(200);
    // The session must get past sign-in and the second factor, or the signed-in cases test nothing.
    const plants = await app.call("GET", "/api/plants", { token: admin.token, headers: deviceHeader(admin) });
    expect(plants.status).toBe(200);
    ownIds.users.add(String(me.body.data.user.id));
    ownIds.roles.add(String(me.body.data.user.role_id ?? me.body.data.user.role?.id));
  });

  // A case may have signed the session out or switched the role: later routes start afresh.
  afterEach(async () => {
    const headers = deviceHeader(admin);
    await app.call("PUT", "/api/auth/temp-role", { token: admin.token, headers, body: { role_id: null } });
    const plants = await app.call("GET", "/api/plants", { token: admin.token, headers });
    if (plants.status !== 200) admin = await signInPlantAdmin(app);
  });

  it("fuzzes the very document the API serves", async () => {
    const served = await app.call("GET", "/api/openapi.json");
    expect(served.status).toBe(200);
    expect(Object.keys(served.body.paths).sort()).toEqual(Object.keys(document.paths).sort());
    expect(operations.length).toBe(REST_ROUTES.length);
  });

  it.each(operations.map((op) => [op.method, op.path, op] as const))(
    "%s %s answers 2xx or an enveloped 4xx, never 5xx",
    async (_method, _path, op) => {
      const avoid = op.path.startsWith("/users/")
        ? ownIds.users
        : op.path.startsWith("/roles/")
          ? ownIds.roles
          : new Set<string>();
      // Signing out revokes the token it is sent with: that route gets a session of its own per case.
      const signsOut = op.path === "/auth/logout";
      const sessionFor = async () => (signsOut ? signInPlantAdmin(app) : admin);
      const exercise = async (req: FuzzRequest) => {
        checkAnswer(await send(app, req, await sessionFor()), req, true);
        checkAnswer(await send(app, req, undefined), req, false);
      };
      for (const req of fixedCases(op)) await exercise(req);
      await fc.assert(fc.asyncProperty(requestFor(op, avoid), exercise), { numRuns: RUNS });
    },
  );
});

/**
 * The plain Express routes on /api are not in the OpenAPI document (multipart uploads, binary
 * downloads, the event stream, the gateway ingest): a generated JSON body says little about a
 * multipart parser, so each gets hand-written bad inputs instead, under the same rule.
 */
interface RawCase {
  method: string;
  url: string;
  form?: () => FormData;
  body?: string;
  contentType?: string;
  /** The notification stream stays open for a signed-in caller: only its refusals are checked. */
  unsignedOnly?: boolean;
}

const textFile =
  (field: string, text: string, name = "a.png") =>
  () => {
    const form = new FormData();
    form.append(field, new Blob([text], { type: "image/png" }), name);
    return form;
  };

const EXPRESS_CASES: readonly RawCase[] = [
  { method: "POST", url: "/api/equipments/1/pictures", form: textFile("picture", "not a picture") },
  { method: "POST", url: "/api/equipments/1/pictures", form: textFile("file", "wrong field") },
  { method: "POST", url: "/api/equipments/1/pictures", form: textFile("picture", "", "\u0000.png") },
  { method: "POST", url: "/api/equipments/1/pictures", body: "{}", contentType: "application/json" },
  {
    method: "POST",
    url: "/api/equipments/1/pictures",
    body: "--x\r\nContent-Disposition: form-data; name=picture\r\n\r\ntrunc",
    contentType: "multipart/form-data; boundary=x",
  },
  { method: "POST", url: "/api/equipments/2147483648/pictures", form: textFile("picture", "x") },
  { method: "POST", url: "/api/equipments/%E0%A4%A/pictures", form: textFile("picture", "x") },
  { method: "DELETE", url: "/api/equipments/1/pictures/%E0%A4%A" },
  { method: "DELETE", url: "/api/equipments/1/pictures/constructor" },
  { method: "GET", url: "/api/files/equipment/..%2F..%2Fpackage.json" },
  { method: "GET", url: "/api/files/equipment/%E0%A4%A" },
  { method: "GET", url: "/api/sensors/1/fft/1/sound-waveform/9" },
  { method: "GET", url: "/api/sensors/1e308/fft/-1/sound-waveform/NaN" },
  { method: "GET", url: "/api/sensors/%E0%A4%A/fft/1/sound-waveform/1" },
  { method: "GET", url: "/api/sensors/1/fft/1/export?format=xls&data=__proto__" },
  { method: "GET", url: "/api/sensors/2147483648/fft/1/export" },
  { method: "GET", url: "/api/sensors/1/fft/%zz/export" },
  {
    method: "POST",
    url: "/api/sensors/1/fft/1/chart-pdf",
    body: '{"kind": ',
    contentType: "application/json",
  },
  { method: "POST", url: "/api/sensors/1/fft/1/chart-pdf", body: '{"kind":[],"families":{}}' },
  { method: "POST", url: "/api/maintenance/1/attachments", form: textFile("file", "\u0000", "../../x.exe") },
  { method: "POST", url: "/api/maintenance/1/attachments", body: "[]", contentType: "application/json" },
  { method: "POST", url: "/api/maintenance/%E0%A4%A/attachments", form: textFile("file", "x") },
  { method: "GET", url: "/api/maintenance/1/attachments/%E0%A4%A" },
  { method: "GET", url: "/api/maintenance/1/attachments/9007199254740993" },
  { method: "DELETE", url: "/api/maintenance/abc/attachments/1" },
  { method: "GET", url: "/api/notifications/stream", unsignedOnly: true },
  { method: "POST", url: "/api/ingest/readings", body: "{", contentType: "application/json" },
  { method: "POST", url: "/api/ingest/readings", body: '{"readings":[{"sensor_id":"__proto__"}]}' },
];

describe.each(testDrivers())("plain Express routes on /api, hand-fuzzed, on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: Session;
  beforeAll(async () => {
    admin = await signInPlantAdmin(app);
  });

  it.each(EXPRESS_CASES.map((c) => [c.method, c.url, c] as const))(
    "%s %s answers 2xx or an enveloped 4xx",
    async (_method, _url, c) => {
      for (const session of c.unsignedOnly ? [undefined] : [admin, undefined]) {
        const headers: Record<string, string> = { accept: "application/json", ...deviceHeader(session) };
        if (session) headers.authorization = `Bearer ${session.token}`;
        if (c.contentType) headers["content-type"] = c.contentType;
        const res = await fetch(app.url + c.url, { method: c.method, headers, body: c.form?.() ?? c.body });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // a download or a non-JSON error page: the check shows it
        }
        const req: FuzzRequest = { method: c.method, url: c.url, rawBody: c.body ?? "(multipart)" };
        // A 2xx here is a download (WAV, CSV, PDF) or a saved upload; only refusals need the envelope.
        checkAnswer({ status: res.status, headers: res.headers, body }, req, session !== undefined);
      }
    },
  );
});
