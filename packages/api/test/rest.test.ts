import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REST_ROUTES } from "../src/rest/table";
import { TRPC_MAX_BODY_BYTES } from "../src/server";
import { useTestApp } from "./harness";

describe.each(testDrivers())("REST facade on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  beforeAll(async () => {
    admin = await app.signIn("superadmin@plantwise.demo");
  });

  it("answers /health with the database driver", async () => {
    const res = await app.call("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: driver });
  });

  it.each([
    ["a truncated object", '{"email": "a@b.co", '],
    ["plain text", "email=a@b.co"],
    ["a lone brace", "}"],
  ])("answers malformed JSON (%s) with 422, never 500", async (_label, rawBody) => {
    const res = await app.call("POST", "/api/auth/login", { rawBody });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "Validation error", messages: [["body: malformed JSON"]] });
  });

  it("answers a JSON body of the wrong shape with 422", async () => {
    const res = await app.call("POST", "/api/auth/login", { rawBody: "[1,2,3]" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Validation error");
  });

  it("answers an oversized /trpc body with 413, as the facade does", async () => {
    const res = await app.call("POST", "/trpc/auth.login", {
      rawBody: JSON.stringify({ email: "a@b.c", password: "x".repeat(TRPC_MAX_BODY_BYTES) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
  });

  it("answers an oversized body with 413", async () => {
    const res = await app.call("POST", "/api/auth/login", {
      rawBody: JSON.stringify({ pad: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });

  it.each([
    ["GET", "/api/no-such-thing"],
    ["POST", "/api/plants/1/nothing"],
    ["DELETE", "/api"],
  ])("answers unknown %s %s with a JSON 404", async (method, path) => {
    const res = await app.call(method, path, { token: admin });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(typeof res.body.message).toBe("string");
  });

  it("answers a known path with the wrong method with 405 and Allow", async () => {
    const res = await app.call("DELETE", "/api/auth/login");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("treats a POST with X-HTTP-Method-Override: GET like the GET", async () => {
    const res = await app.call("POST", "/api/auth/user", {
      token: admin,
      headers: { "x-http-method-override": "GET" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe("superadmin@plantwise.demo");
  });

  it("drops empty query values but keeps zero and false", async () => {
    const empty = await app.call("GET", "/api/plants?q=&orderByColumn=&page=", { token: admin });
    expect(empty.status).toBe(200);
    expect(empty.body.meta.current_page).toBe(1);
    const zero = await app.call("GET", "/api/plants?page=0", { token: admin });
    // 0 is kept, so it reaches validation and fails there instead of silently meaning page 1.
    expect(zero.status).toBe(422);
    expect(zero.body.messages.flat().join()).toContain("page:");
  });

  it("wraps a list in { data, meta } and a record in { data }", async () => {
    const list = await app.call("GET", "/api/plants?max=1&orderByColumn=name&orderByMethod=asc", {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 1, total: 3 });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].name).toBe("Calgary Works");
    const one = await app.call("GET", `/api/plants/${list.body.data[0].id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ name: "Calgary Works", time_zone: "America/Edmonton" });
  });

  it("serves an OpenAPI document describing every routed path", async () => {
    const res = await app.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/auth/login", "/plants", "/plants/{id}"]),
    );
    expect(res.body.paths["/plants/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path" });
  });

  it("describes answers from the procedures' output schemas, inside each route's envelope", async () => {
    const res = await app.call("GET", "/api/openapi.json");
    const body = (path: string) =>
      res.body.paths[path].get.responses["200"].content["application/json"].schema;
    // A list answers its rows and the paging meta as they are.
    const list = body("/plants");
    expect(list.required).toEqual(expect.arrayContaining(["data", "meta"]));
    expect(list.properties.data.items.properties.archived_at).toMatchObject({
      anyOf: expect.arrayContaining([{ type: "string", format: "date-time" }]),
    });
    expect(list.properties.meta.required).toEqual(["current_page", "last_page", "per_page", "total"]);
    // A single record is wrapped in `data`.
    const one = body("/plants/{id}");
    expect(one.required).toEqual(["data"]);
    expect(one.properties.data.required).toEqual(
      expect.arrayContaining(["id", "name", "time_zone", "users_count", "notifiable_users"]),
    );
  });

  it("gives every documented GET, and the data of every save, a 200 response schema", async () => {
    const res = await app.call("GET", "/api/openapi.json");
    const missing: string[] = [];
    for (const route of REST_ROUTES) {
      const documented = route.method === "GET" || (route.envelope === "data" && route.method !== "DELETE");
      if (!documented) continue;
      const operation = res.body.paths[route.path]?.[route.method.toLowerCase()];
      const schema = operation?.responses?.["200"]?.content?.["application/json"]?.schema;
      if (!schema) missing.push(`${route.method} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ["a documented path", "GET", "/api/plants/%E0%A4%A"],
    ["a plain Express route ahead of the facade", "POST", "/api/equipments/%E0%A4%A/pictures"],
    ["an Express download", "GET", "/api/maintenance/1/attachments/%zz"],
  ])("answers an undecodable escape in %s with a JSON 400", async (_label, method, path) => {
    for (const token of [admin, undefined]) {
      const res = await app.call(method, path, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Malformed path: a percent-escape does not decode" });
    }
  });

  it("refuses an id no serial column can hold with 422, not a database error", async () => {
    const res = await app.call("GET", "/api/plants/2147483648", { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat().join()).toContain("id:");
    const digest = await app.call("POST", "/api/sensors/2147483648/graphical-digest-reports", {
      token: admin,
      body: { period: "day" },
    });
    expect(digest.status).toBe(422);
  });

  it("refuses a NUL character in any field with 422 naming the field", async () => {
    const res = await app.call("POST", "/api/analytics/page-visits?title=a%00", {
      token: admin,
      body: { path: "/a\u0000b" },
    });
    expect(res.status).toBe(422);
    expect(res.body.messages).toEqual(
      expect.arrayContaining([
        ["path: must not contain a NUL character"],
        ["title: must not contain a NUL character"],
      ]),
    );
  });

  it("lets a procedure without input ignore whatever input a caller sends", async () => {
    const res = await app.call("GET", "/trpc/auth.roles?input=undefined", { token: admin });
    expect(res.status).toBe(200);
  });

  it("refuses a NUL character over /trpc too, before the procedure runs", async () => {
    const res = await app.call("POST", "/trpc/analytics.pageVisit", {
      token: admin,
      body: { path: "/a\u0000b" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.data.code).toBe("BAD_REQUEST");
    expect(res.body.error.data.messages).toEqual([["path: must not contain a NUL character"]]);
  });

  it.each(["constructor", "toString", "hasOwnProperty"])(
    "sorts by the default column when orderByColumn is the prototype's %s",
    async (column) => {
      const res = await app.call("GET", `/api/plants?orderByColumn=${column}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(3);
    },
  );

  it.each([
    [
      "a sensor's boot time before 4713 BC",
      "PUT",
      "/api/sensors/1",
      { boot_time: "-010000-01-01T00:00:00Z" },
      "boot_time:",
    ],
    [
      "a work order due past year 9999",
      "POST",
      "/api/work-orders",
      { due_at: "+020000-01-01T00:00:00Z" },
      "due_at:",
    ],
  ])("refuses %s with 422", async (_label, method, path, body, field) => {
    const res = await app.call(method, path, { token: admin, body });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat().join()).toContain(field);
  });

  it("refuses a scheduled report starting past what a Date holds (8.64e15 ms) with 422", async () => {
    const [user] = await app.handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "superadmin@plantwise.demo"));
    const res = await app.call("POST", `/api/users/${user!.id}/scheduled-reports`, {
      token: admin,
      body: { name: "Far", report_type: "graphical_digest", starts_at: 8.64e15 + 1, every: 1, unit: "day" },
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat().join()).toContain("starts_at:");
  });

  it("refuses to delete a user who logged work order labour with 409 (the labour keeps its author)", async () => {
    const [labour] = await app.handle.db
      .select({ user_id: schema.workOrderLabour.user_id })
      .from(schema.workOrderLabour)
      .limit(1);
    expect(labour).toBeDefined();
    const res = await app.call("DELETE", `/api/users/${labour!.user_id}`, {
      token: admin,
      body: { confirm: "DELETE" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "A user who logged labour on work orders cannot be deleted; deactivate the account instead",
    );
  });

  it("never leaks a stack trace when a procedure fails unexpectedly", async () => {
    const [user] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "superadmin@plantwise.demo"));
    expect(user).toBeDefined();
    const res = await app.call("GET", "/api/plants/99999999999999999999", { token: admin });
    expect([404, 422]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
