import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REST_ROUTES } from "../src/rest/table";
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
