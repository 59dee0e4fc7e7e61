/**
 * Tenant isolation classification of the report procedures, spread into isolation.test.ts's
 * REGISTRY: the graphical digest request starts from a sensor looked up inside the caller's plants,
 * and the outbox attachment download (the report PDFs) is for internal users only, as is the outbox.
 * Scheduled reports themselves are users.* procedures, classified in isolation.test.ts.
 */

interface TenantFixtures {
  sensors: { sensor: number };
}
type Fixtures = { a: TenantFixtures; b: TenantFixtures };
type Input = (f: Fixtures) => unknown;

/** A local copy of isolation.test.ts's Entry type (the kinds used here). */
type Entry =
  | { kind: "internal-only"; input?: Input }
  | { kind: "scoped-by-id"; attacks: Input[]; references?: Input[]; own?: Input };

export const REPORT_ENTRIES: Record<string, Entry> = {
  "reports.graphicalDigest": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, period: "day" }),
      (f) => ({ sensorId: f.b.sensors.sensor, period: "custom_range", from: 0, to: 3_600_000 }),
    ],
    own: (f) => ({ sensor_id: f.a.sensors.sensor, period: "week" }),
  },
  "outbox.attachment": { kind: "internal-only", input: () => ({ id: 1 }) },
};
