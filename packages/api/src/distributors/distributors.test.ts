import { schema, testDrivers } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { grantPlatformRole } from "../roles/roles.fixtures";

describe.each(testDrivers())("distributors on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let prairieId: number;
  let coastalId: number;
  beforeAll(async () => {
    staff = await app.signIn("superadmin@plantwise.demo");
    prairieId = (
      await app.handle.db
        .select()
        .from(schema.distributors)
        .where(eq(schema.distributors.name, "Prairie Industrial Supply"))
    )[0]!.id;
    // Corporate users may view distributors for these checks.
    await grantPlatformRole(app.handle.db, PlatformRole.CORPORATE, "distributors", { is_viewing: true });
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name);

  it("creates a distributor with its locations in one call", async () => {
    const res = await app.call("POST", "/api/distributors", {
      token: staff,
      body: {
        name: "Coastal Bearings",
        email: "sales@coastal.example",
        phone: "+1 902 555 0100",
        locations: [
          { name: "Halifax", address: "1 Water St" },
          { name: "Moncton", address: "" },
        ],
      },
    });
    expect(res.status).toBe(200);
    coastalId = res.body.data.id;
    const got = await app.call("GET", `/api/distributors/${coastalId}`, { token: staff });
    expect(got.body.data).toMatchObject({ name: "Coastal Bearings", email: "sales@coastal.example" });
    expect(
      got.body.data.locations.map((l: { name: string; address: string | null }) => [l.name, l.address]),
    ).toEqual([
      ["Halifax", "1 Water St"],
      ["Moncton", null],
    ]);
  });

  it("updates locations inline: keeps, edits, adds and removes", async () => {
    const got = await app.call("GET", `/api/distributors/${coastalId}`, { token: staff });
    const halifax = got.body.data.locations.find((l: { name: string }) => l.name === "Halifax");
    const res = await app.call("PUT", `/api/distributors/${coastalId}`, {
      token: staff,
      body: {
        name: "Coastal Bearings",
        email: "sales@coastal.example",
        locations: [
          { id: halifax.id, name: "Halifax HQ", address: "1 Water St" },
          { name: "Sydney", address: "9 Harbour Rd" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = await app.call("GET", `/api/distributors/${coastalId}`, { token: staff });
    expect(after.body.data.locations.map((l: { id: number; name: string }) => l.name)).toEqual([
      "Halifax HQ",
      "Sydney",
    ]);
    expect(after.body.data.locations[0].id).toBe(halifax.id);
  });

  it("saves nothing when one location is bad or belongs to another distributor", async () => {
    const [prairieLocation] = await app.handle.db
      .select()
      .from(schema.distributorLocations)
      .where(eq(schema.distributorLocations.distributor_id, prairieId));
    const before = await app.call("GET", `/api/distributors/${coastalId}`, { token: staff });
    const stolen = await app.call("PUT", `/api/distributors/${coastalId}`, {
      token: staff,
      body: { name: "Coastal Renamed", locations: [{ id: prairieLocation!.id, name: "Mine" }] },
    });
    expect(stolen.status).toBe(422);
    const blank = await app.call("PUT", `/api/distributors/${coastalId}`, {
      token: staff,
      body: { name: "Coastal Renamed", email: "not-an-email", locations: [{ name: "" }] },
    });
    expect(blank.status).toBe(422);
    const fields = blank.body.messages.flat().join("\n");
    expect(fields).toContain("email:");
    expect(fields).toContain("locations.0.name:");
    const after = await app.call("GET", `/api/distributors/${coastalId}`, { token: staff });
    expect(after.body.data).toEqual(before.body.data);
    const [untouched] = await app.handle.db
      .select()
      .from(schema.distributorLocations)
      .where(eq(schema.distributorLocations.id, prairieLocation!.id));
    expect(untouched!.distributor_id).toBe(prairieId);
  });

  it("answers a duplicate name with 422", async () => {
    const dup = await app.call("POST", "/api/distributors", {
      token: staff,
      body: { name: "prairie industrial SUPPLY" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: /);
  });

  it("lists all distributors for staff, searches and sorts server-side", async () => {
    const all = await app.call("GET", "/api/distributors?orderByColumn=name", { token: staff });
    expect(names(all.body)).toEqual(["Coastal Bearings", "Prairie Industrial Supply"]);
    const desc = await app.call("GET", "/api/distributors?orderByColumn=name&orderByMethod=desc", {
      token: staff,
    });
    expect(names(desc.body)).toEqual(["Prairie Industrial Supply", "Coastal Bearings"]);
    expect(names((await app.call("GET", "/api/distributors?q=coast", { token: staff })).body)).toEqual([
      "Coastal Bearings",
    ]);
    expect(all.body.data[0]).toMatchObject({ locations_count: 2, companies_count: 0 });
    expect(all.body.data[1]).toMatchObject({ locations_count: 2, companies_count: 1 });
  });

  it("shows a customer only the distributor their company belongs to; others are 404", async () => {
    const corporate = await app.signIn("corporate@plantwise.demo");
    const res = await app.call("GET", "/api/distributors", { token: corporate });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Prairie Industrial Supply"]);
    expect((await app.call("GET", `/api/distributors/${coastalId}`, { token: corporate })).status).toBe(404);
    const locations = await app.call("GET", "/api/distributors/locations", { token: corporate });
    expect(locations.body.data.every((l: { distributor_id: number }) => l.distributor_id === prairieId)).toBe(
      true,
    );
    expect(locations.body.data).toHaveLength(2);
    const asked = await app.call("GET", `/api/distributors/locations?distributor_id=${coastalId}`, {
      token: corporate,
    });
    expect(asked.body.data).toEqual([]);
  });

  it("lists locations for staff, filtered by distributor_id", async () => {
    const all = await app.call("GET", "/api/distributors/locations", { token: staff });
    expect(all.body.meta.total).toBe(4);
    const coastal = await app.call("GET", `/api/distributors/locations?distributor_id=${coastalId}`, {
      token: staff,
    });
    expect(coastal.body.data.map((l: { name: string }) => l.name)).toEqual(["Halifax HQ", "Sydney"]);
    expect(coastal.body.data[0].distributor_name).toBe("Coastal Bearings");
  });

  it("refuses viewing without view_distributors (403)", async () => {
    const plantuser = await app.signIn("plantuser@plantwise.demo");
    const res = await app.call("GET", "/api/distributors", { token: plantuser });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("view_distributors");
  });

  it("deletes a distributor companies refer to only after typing delete", async () => {
    const refused = await app.call("DELETE", `/api/distributors/${prairieId}`, { token: staff, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This distributor has 1 company and 1 user. Type delete to confirm.");
    const free = await app.call("DELETE", `/api/distributors/${coastalId}`, { token: staff });
    expect(free.status).toBe(200);
    expect(
      await app.handle.db
        .select()
        .from(schema.distributorLocations)
        .where(eq(schema.distributorLocations.distributor_id, coastalId)),
    ).toEqual([]);
    const ok = await app.call("DELETE", `/api/distributors/${prairieId}`, {
      token: staff,
      body: { confirm: "Delete" },
    });
    expect(ok.status).toBe(200);
    const [northwind] = await app.handle.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.name, "Northwind Mills"));
    expect(northwind!.distributor_id).toBeNull();
  });
});
