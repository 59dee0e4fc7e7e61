/**
 * The statement budget of every documented GET: one request as a plant admin (and, for the paths
 * a plant admin may not read, as provider staff) on PostgreSQL, with its statements counted as the
 * server receives them (BEGIN and COMMIT included). Signing a request in costs one statement; a
 * whole GET at most STATEMENT_BUDGET. A deterministic guard against per-row follow-up queries and
 * chatty handlers, not a timing.
 */
import { rowsOf, schema, testDrivers } from "@plantwise/db";
import { WaveformKind } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REST_ROUTES } from "../src/rest/table";
import { encodeSamples } from "../src/signals/capture-store";
import { type TestApp, useTestApp } from "./harness";

const STATEMENT_BUDGET = 4;

const GET_PATHS = REST_ROUTES.filter((r) => r.method === "GET").map((r) => r.path);

/** A path with its parameters filled from the named ids, plus the query a list or a report needs. */
function concrete(path: string, ids: Readonly<Record<string, number>>): string {
  const byPrefix: [RegExp, string][] = [
    [/^\/users\/\{userId\}/, "user"],
    [/^\/users\/\{id\}/, "user"],
    [/^\/companies\//, "company"],
    [/^\/plants\/vendors\//, "vendor"],
    [/^\/plants\/work-stations\//, "station"],
    [/^\/plants\/parts\//, "part"],
    [/^\/plants\/task-procedures\//, "procedure"],
    [/^\/plants\/work-orders\//, "requisition"],
    [/^\/plants\/meeting-trackers\//, "meeting"],
    [/^\/plants\/roi\/one-pagers\//, "onePager"],
    [/^\/plants\//, "plant"],
    [/^\/team\//, "team"],
    [/^\/roles\//, "role"],
    [/^\/distributors\//, "distributor"],
    [/^\/equipments\/brands\/models\//, "model"],
    [/^\/equipments\/brands\//, "brand"],
    [/^\/equipments\/types\/options\/categories\//, "category"],
    [/^\/equipments\/types\/options\//, "option"],
    [/^\/equipments\/types\//, "type"],
    [/^\/applications\//, "application"],
    [/^\/bearings\//, "bearing"],
    [/^\/libraries\//, "library"],
    [/^\/equipments\/faults\//, "fault"],
    [/^\/store-rooms\//, "storeRoom"],
    [/^\/production-lines\//, "line"],
    [/^\/machines\//, "machine"],
    [/^\/assets\//, "asset"],
    [/^\/equipments\//, "item"],
    [/^\/sensors\//, "sensor"],
    [/^\/maintenance\/categories\//, "category_wo"],
    [/^\/maintenance\//, "workOrder"],
    [/^\/work-orders\//, "workOrder"],
    [/^\/rfqs\//, "rfq"],
  ];
  const filled = path
    .replace("{ruleId}", String(ids.rule))
    .replace("{fftId}", String(ids.capture))
    .replace(/\{\w+\}/g, () => {
      const name = byPrefix.find(([re]) => re.test(path))?.[1];
      const id = name ? ids[name] : undefined;
      if (id === undefined) throw new Error(`no example id for ${path}`);
      return String(id);
    });
  const query = new URLSearchParams({ plant_id: String(ids.plant), page: "1", max: "25" });
  if (path === "/equipments/rpm-options") query.set("equipment_type_id", String(ids.type));
  if (path === "/sensors/jobs/level-zones/our") query.set("sensor_id", String(ids.sensor));
  return `${filled}?${query}`;
}

async function exampleIds(app: TestApp): Promise<Record<string, number>> {
  const db = app.handle.db;
  const one = async (name: string, query: string) => {
    const id = rowsOf<{ id: number }>(await db.execute(sql.raw(query)))[0]?.id;
    if (id === undefined) throw new Error(`the demo seed has no ${name}`);
    return id;
  };
  const plant = app.demo.hamilton;
  const company = app.demo.northwind;
  const sensor = await one(
    "sensor on an item",
    `select id from sensors where plant_id = ${plant} and equipment_item_id is not null order by id limit 1`,
  );
  const item = await one("item", `select equipment_item_id as id from sensors where id = ${sensor}`);
  const type = await one(
    "item type",
    `select equipment_type_id as id from equipment_items where id = ${item}`,
  );
  // What the demo seed leaves out: a team, a library document, a vibration rule and a capture.
  const [team] = await db
    .insert(schema.teams)
    .values({ company_id: company, name: "Budget team" })
    .returning();
  const [library] = await db
    .insert(schema.libraries)
    .values({ company_id: company, title: "Budget manual", url: "https://example.com/manual.pdf" })
    .returning();
  const [rule] = await db
    .insert(schema.vibrationAnalysisRules)
    .values({ equipment_type_id: type, name: "Budget rule", parameter: "velocity", threshold: 4.5 })
    .returning();
  const samples = Float32Array.from({ length: 2048 }, (_, i) => Math.sin((2 * Math.PI * 30 * i) / 2048));
  const [capture] = await db
    .insert(schema.waveforms)
    .values({
      sensor_id: sensor,
      axis: 1,
      kind: WaveformKind.STANDARD,
      ts: new Date(),
      sample_rate: 2048,
      sample_count: samples.length,
      unit: "g",
      rpm: 1780,
      samples: encodeSamples(samples),
    })
    .returning();
  return {
    plant,
    company,
    sensor,
    item,
    type,
    team: team!.id,
    library: library!.id,
    rule: rule!.id,
    capture: capture!.id,
    user: await one("plant admin", `select id from users where email = 'plantadmin@plantwise.demo'`),
    role: await one(
      "plant admin role",
      `select role_id as id from users where email = 'plantadmin@plantwise.demo'`,
    ),
    distributor: await one("distributor", `select distributor_id as id from companies where id = ${company}`),
    brand: await one("brand", "select id from brands order by id limit 1"),
    model: await one("part number", "select id from brand_models order by id limit 1"),
    option: await one(
      "type option",
      `select id from equipment_type_options where equipment_type_id = ${type} order by id limit 1`,
    ),
    category: await one("type category", "select id from equipment_type_categories order by id limit 1"),
    application: await one("application", "select id from applications order by id limit 1"),
    bearing: await one("bearing", "select id from bearings order by id limit 1"),
    fault: await one("fault", "select id from faults order by id limit 1"),
    storeRoom: await one("store room", `select id from store_rooms where plant_id = ${plant} limit 1`),
    line: await one("line", `select id from production_lines where plant_id = ${plant} order by id limit 1`),
    machine: await one("machine", `select id from machines where plant_id = ${plant} order by id limit 1`),
    asset: await one("asset", `select id from assets where plant_id = ${plant} order by id limit 1`),
    category_wo: await one("work order category", "select id from work_order_categories order by id limit 1"),
    vendor: await one("vendor", `select id from vendors where plant_id = ${plant} limit 1`),
    station: await one("work station", `select id from work_stations where plant_id = ${plant} limit 1`),
    part: await one("part", `select id from misc_parts where plant_id = ${plant} limit 1`),
    procedure: await one(
      "task procedure",
      `select id from task_procedures where plant_id = ${plant} limit 1`,
    ),
    workOrder: await one(
      "work order",
      `select id from work_orders where plant_id = ${plant} order by id limit 1`,
    ),
    rfq: await one("RFQ", `select id from rfqs where plant_id = ${plant} order by id limit 1`),
    requisition: await one(
      "requisition",
      `select id from requisitions where plant_id = ${plant} order by id limit 1`,
    ),
    meeting: await one(
      "meeting",
      `select id from meeting_trackers where plant_id = ${plant} order by id limit 1`,
    ),
    onePager: await one(
      "one-pager",
      `select id from roi_one_pagers where plant_id = ${plant} order by id limit 1`,
    ),
  };
}

describe("the statement-budget examples", () => {
  it("fill every documented GET's parameters", () => {
    const ids = new Proxy({} as Record<string, number>, { get: () => 7 });
    for (const path of GET_PATHS) expect(concrete(path, ids)).not.toMatch(/[{}]/);
  });
});

describe.each(testDrivers().filter((d) => d === "postgres"))(
  "statements per documented GET on %s",
  (driver) => {
    const received: string[] = [];
    const app = useTestApp(driver, { onStatement: (text) => received.push(text) });
    let admin: string;
    let staff: string;
    let ids: Record<string, number>;

    beforeAll(async () => {
      admin = await app.signIn("plantadmin@plantwise.demo");
      staff = await app.signIn("superadmin@plantwise.demo");
      ids = await exampleIds(app);
    });

    /**
     * The statements one GET costs, and its answer. The driver's once-per-connection lookup of
     * array types is not the request's doing and is left out.
     */
    async function counted(path: string, token: string) {
      received.length = 0;
      const res = await app.call("GET", `/api${path}`, { token });
      // Anything the handler leaves running after its answer is counted too.
      await new Promise((resolve) => setTimeout(resolve, 25));
      const statements = received.filter((text) => !/^\s*select b\.oid, b\.typarray/.test(text));
      return { status: res.status, statements };
    }

    /** The statements as one short line each, for a failure's message. */
    const listed = (statements: readonly string[]) =>
      statements.map((text, i) => `${i + 1}. ${text.replace(/\s+/g, " ").trim().slice(0, 160)}`).join("\n");

    it("signs a request in with one statement, without the password hash", async () => {
      const { status, statements } = await counted("/auth/user", admin);
      expect(status).toBe(200);
      expect(statements, listed(statements)).toHaveLength(1);
      expect(statements.join("\n")).not.toContain("password_hash");
    });

    it.each(GET_PATHS.filter((p) => p !== "/auth/logout").map((p) => [p]))(
      `GET %s costs at most ${STATEMENT_BUDGET} statements`,
      async (path) => {
        const url = concrete(path, ids);
        let answer = await counted(url, admin);
        // What a plant admin may not read is measured as provider staff, so the handler runs.
        if (answer.status === 403) answer = await counted(url, staff);
        expect(answer.status, url).toBe(200);
        expect(answer.statements.length, listed(answer.statements)).toBeLessThanOrEqual(STATEMENT_BUDGET);
      },
    );

    it(`GET /auth/logout costs at most ${STATEMENT_BUDGET} statements`, async () => {
      const token = await app.signIn("plantuser@plantwise.demo");
      const { status, statements } = await counted("/auth/logout", token);
      expect(status).toBe(200);
      expect(statements.length, listed(statements)).toBeLessThanOrEqual(STATEMENT_BUDGET);
    });
  },
);
