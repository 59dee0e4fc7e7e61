import { inflateSync } from "node:zlib";
import { schema, seedDatabase, testDrivers } from "@plantwise/db";
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type CallResult, useTestApp } from "../../test/harness";

/**
 * The text of a PDF: each content stream inflated when compressed, then pdfkit's TJ arrays of hex
 * glyph codes joined into their lines (WinAnsi reads as Latin-1).
 */
function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const stream of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = stream[1]!;
    try {
      content = inflateSync(Buffer.from(content, "latin1")).toString("latin1");
    } catch {
      // an uncompressed stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

const fieldsOf = (res: CallResult) =>
  (res.body?.messages ?? res.body?.error?.data?.messages ?? []).flat().join("\n");

describe.each(testDrivers())("RFQs on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let viewer: string;
  let south: string;
  let adminId: number;
  const vendor: Record<"bearings" | "gears" | "shop" | "calgary" | "regina", number> = {
    bearings: 0,
    gears: 0,
    shop: 0,
    calgary: 0,
    regina: 0,
  };
  let calgaryRequisition: number;
  let hamiltonRequisition: number;

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    viewer = await app.signIn("superintendent@plantwise.demo");
    south = await app.signIn("southadmin@plantwise.demo");
    const { hamilton, calgary, northwind, regina, southridge } = app.demo;
    const db = app.handle.db;
    const [me] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "plantadmin@plantwise.demo"));
    adminId = me!.id;
    const addVendor = async (company_id: number, plant_id: number, name: string, extra = {}) =>
      (
        await db
          .insert(schema.vendors)
          .values({ company_id, plant_id, name, ...extra })
          .returning({ id: schema.vendors.id })
      )[0]!.id;
    vendor.bearings = await addVendor(northwind, hamilton, "Rq Bearings Co", {
      email: "quotes@rq-bearings.example",
      contact_name: "Ana Ruiz",
    });
    vendor.gears = await addVendor(northwind, hamilton, "Rq Gear Works", { email: "sales@rq-gears.example" });
    vendor.shop = await addVendor(northwind, hamilton, "Rq Local Machine Shop");
    vendor.calgary = await addVendor(northwind, calgary, "Rq Calgary Supply", {
      email: "rq@calgary-supply.example",
    });
    vendor.regina = await addVendor(southridge, regina, "Rq Prairie Parts", { email: "rq@prairie.example" });
    const addRequisition = async (plant_id: number, title: string) =>
      (
        await db
          .insert(schema.requisitions)
          .values({
            company_id: northwind,
            plant_id,
            request_type: 1,
            priority_reason: "cost_reduction",
            title,
          })
          .returning({ id: schema.requisitions.id })
      )[0]!.id;
    hamiltonRequisition = await addRequisition(hamilton, "Rq spare gearbox");
    calgaryRequisition = await addRequisition(calgary, "Rq Calgary conveyor belt");
  });

  const form = (over: Record<string, unknown> = {}) => ({
    plant_id: app.demo.hamilton,
    title: "Rq gearbox bearings",
    ship_to: "Hamilton Works, receiving dock 2",
    respond_by: "2026-04-30",
    notes: "Original manufacturer parts only",
    lines: [
      { description: "Bearing 6309-2RS1", part_number: "6309-2RS1", quantity: 4, unit: "pcs" },
      { description: "Coupling insert", quantity: 1.5, unit: "m" },
    ],
    vendor_ids: [vendor.bearings, vendor.gears, vendor.shop],
    ...over,
  });

  async function createRfq(over: Record<string, unknown> = {}, token = admin): Promise<number> {
    const res = await app.call("POST", "/api/rfqs", { token, body: form(over) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  }

  async function download(path: string, token: string) {
    const res = await fetch(app.url + path, { headers: app.authHeaders(token) });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  const get = async (id: number) => (await app.call("GET", `/api/rfqs/${id}`, { token: admin })).body.data;
  const lineIds = async (id: number) => ((await get(id)).lines as { id: number }[]).map((l) => l.id);

  it("seeds the demo plant's RFQs once: a draft, one sent with two quotes, one accepted", async () => {
    const db = app.handle.db;
    const seeded = await app.call("GET", `/api/rfqs?plant_id=${app.demo.hamilton}&max=100`, { token: admin });
    const byStatus = (status: string) =>
      seeded.body.data.filter((r: { status: string }) => r.status === status) as Record<string, unknown>[];
    expect(byStatus("draft").length).toBeGreaterThanOrEqual(1);
    expect(byStatus("sent")).toContainEqual(expect.objectContaining({ quotes_count: 2, vendors_count: 3 }));
    const [accepted] = byStatus("accepted");
    expect(accepted).toMatchObject({
      accepted_vendor_name: expect.any(String),
      accepted_total: expect.any(Number),
    });
    const po = await download(`/api/rfqs/${accepted!.id}/purchase-order.pdf`, admin);
    expect(po.status).toBe(200);
    const rows = async () => (await db.select({ n: count() }).from(schema.rfqs))[0]!.n;
    const before = await rows();
    await seedDatabase(db, { demoUsers: true });
    expect(await rows()).toBe(before);
  });

  it("creates a draft, sends it, records quotes, accepts one and prints both documents", async () => {
    const id = await createRfq({ requisition_id: hamiltonRequisition });
    const draft = await get(id);
    expect(draft).toMatchObject({
      status: "draft",
      plant_id: app.demo.hamilton,
      requisition_id: hamiltonRequisition,
      requisition_title: "Rq spare gearbox",
      respond_by: "2026-04-30",
      ship_to: "Hamilton Works, receiving dock 2",
      lines_count: 2,
      vendors_count: 3,
      quotes_count: 0,
      best_quote: null,
      sent_at: null,
    });
    expect(draft.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 1.5]);

    // A draft's lines are replaced as a whole.
    const updated = await app.call("PUT", `/api/rfqs/${id}`, {
      token: admin,
      body: form({
        title: "Rq gearbox bearings and coupling",
        requisition_id: hamiltonRequisition,
        lines: [
          { description: "Bearing 6309-2RS1", part_number: "6309-2RS1", quantity: 4, unit: "pcs" },
          { description: "Coupling insert", quantity: 1.5, unit: "m" },
          { description: "Shaft seal", quantity: 2 },
        ],
      }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const replaced = await get(id);
    expect(replaced.title).toBe("Rq gearbox bearings and coupling");
    expect(
      replaced.lines.map((l: { position: number; description: string }) => [l.position, l.description]),
    ).toEqual([
      [1, "Bearing 6309-2RS1"],
      [2, "Coupling insert"],
      [3, "Shaft seal"],
    ]);

    // One e-mail per vendor with an address, with the RFQ's PDF; the one without is answered back.
    const sent = await app.mutate("rfqs.send", { id }, admin);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const answer = sent.body.result.data;
    expect(answer.status).toBe("sent");
    expect(answer.queued.map((v: { id: number }) => v.id).sort()).toEqual(
      [vendor.bearings, vendor.gears].sort(),
    );
    expect(answer.without_email).toEqual([{ id: vendor.shop, name: "Rq Local Machine Shop" }]);
    const db = app.handle.db;
    const mails = await db
      .select()
      .from(schema.outboxMessages)
      .where(
        inArray(schema.outboxMessages.recipient, ["quotes@rq-bearings.example", "sales@rq-gears.example"]),
      );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Request for quote: Rq gearbox bearings and coupling (RFQ #${id})`);
      expect(mail.body).toContain("Shaft seal");
    }
    expect(mails.find((m) => m.recipient === "quotes@rq-bearings.example")!.body).toContain(
      "Hello Ana Ruiz,",
    );
    const files = await db
      .select()
      .from(schema.outboxAttachments)
      .where(
        inArray(
          schema.outboxAttachments.message_id,
          mails.map((m) => m.id),
        ),
      );
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file.filename).toBe(`rfq-${id}.pdf`);
      expect(file.content_type).toBe("application/pdf");
      const bytes = new Uint8Array(file.content as Uint8Array);
      expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
      expect(pdfText(bytes)).toContain("Shaft seal");
    }
    const sentRfq = await get(id);
    expect(sentRfq.status).toBe("sent");
    expect(sentRfq.sent_at).not.toBeNull();
    const sentAt = Object.fromEntries(
      sentRfq.vendors.map((v: { vendor_id: number; sent_at: string | null }) => [v.vendor_id, v.sent_at]),
    );
    expect(sentAt[vendor.bearings]).not.toBeNull();
    expect(sentAt[vendor.shop]).toBeNull();
    // A sent RFQ's lines are fixed.
    const late = await app.call("PUT", `/api/rfqs/${id}`, { token: admin, body: form() });
    expect(late.status).toBe(409);

    // Quotes: Σ unit price × quantity, to the cent; recorded again, a quote is replaced.
    const [l1, l2, l3] = await lineIds(id);
    const quote = (vendor_id: number, prices: number[], extra = {}) =>
      app.mutate(
        "rfqs.recordQuote",
        {
          rfq_id: id,
          vendor_id,
          prices: [l1, l2, l3].map((line_id, i) => ({ line_id, unit_price: prices[i] })),
          ...extra,
        },
        admin,
      );
    const first = await quote(vendor.bearings, [12.5, 30.25, 3.1]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // 12.50 × 4 + 30.25 × 1.5 + 3.10 × 2 = 50 + 45.375 + 6.20 = 101.575 → 101.58
    expect(first.body.result.data.quoted_total).toBe(101.58);
    expect((await quote(vendor.gears, [11, 40, 2], { lead_time_days: 10, notes: "Ex works" })).status).toBe(
      200,
    );
    const again = await quote(vendor.bearings, [12, 30, 3], { lead_time_days: 5 });
    expect(again.body.result.data.quoted_total).toBe(99);
    const quoted = await get(id);
    expect(quoted).toMatchObject({ quotes_count: 2, best_quote: 99 });
    const bearings = quoted.vendors.find((v: { vendor_id: number }) => v.vendor_id === vendor.bearings);
    expect(bearings).toMatchObject({ quoted_total: 99, lead_time_days: 5, accepted: false });
    expect(bearings.prices).toEqual([
      { line_id: l1, unit_price: 12 },
      { line_id: l2, unit_price: 30 },
      { line_id: l3, unit_price: 3 },
    ]);

    // Only a vendor that quoted can be accepted, and only once.
    const unquoted = await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.shop }, admin);
    expect(unquoted.status).toBe(400);
    expect(fieldsOf(unquoted)).toContain("vendor_id: This vendor has not quoted");
    const accepted = await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.bearings }, admin);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result.data).toEqual({ id, status: "accepted" });
    const second = await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.gears }, admin);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe("RFQ already accepted");
    expect((await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.bearings }, admin)).status).toBe(
      409,
    );
    expect((await quote(vendor.gears, [1, 1, 1])).status).toBe(409);
    const done = await get(id);
    expect(done).toMatchObject({
      status: "accepted",
      accepted_vendor_name: "Rq Bearings Co",
      accepted_total: 99,
      accepted_by_name: expect.any(String),
    });
    expect(done.accepted_at).not.toBeNull();
    const [row] = await db.select().from(schema.rfqs).where(eq(schema.rfqs.id, id));
    expect(row!.accepted_by).toBe(adminId);
    // The requisition it buys for is left alone.
    const [requisition] = await db
      .select({ status: schema.requisitions.status, estimated_cost: schema.requisitions.estimated_cost })
      .from(schema.requisitions)
      .where(eq(schema.requisitions.id, hamiltonRequisition));
    expect(requisition).toEqual({ status: 0, estimated_cost: null });

    // The documents.
    const rfqDoc = await download(`/api/rfqs/${id}/pdf`, admin);
    expect(rfqDoc.status).toBe(200);
    expect(rfqDoc.type).toBe("application/pdf");
    expect(Buffer.from(rfqDoc.bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
    const rfqText = pdfText(rfqDoc.bytes);
    expect(rfqText).toContain("Request for quote");
    expect(rfqText).toContain("Hamilton Works, receiving dock 2");
    expect(rfqText).toContain("2026-04-30");
    expect(rfqText).toContain("Coupling insert");
    const po = await download(`/api/rfqs/${id}/purchase-order.pdf`, admin);
    expect(po.status).toBe(200);
    expect(Buffer.from(po.bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
    const poText = pdfText(po.bytes);
    expect(poText).toContain("Purchase order");
    expect(poText).toContain("Rq Bearings Co");
    expect(poText).toContain("Grand total: 99.00");
    expect(poText).toContain("45.00");

    // An accepted RFQ is a purchase order: no delete, no cancel.
    const removal = await app.call("DELETE", `/api/rfqs/${id}`, { token: admin });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe("An accepted RFQ cannot be deleted");
    expect((await app.mutate("rfqs.cancel", { id }, admin)).status).toBe(409);

    // Lists: filters by status and plant, best quote and counts.
    const list = await app.call("GET", `/api/rfqs?status=accepted&plant_id=${app.demo.hamilton}&max=100`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ status: "accepted", vendors_count: 3, quotes_count: 2, best_quote: 99 });
    expect(list.body.data.every((r: { status: string }) => r.status === "accepted")).toBe(true);
  });

  it("answers the documents to readers of the plant only, and the purchase order once accepted", async () => {
    const id = await createRfq();
    const rfqDoc = await download(`/api/rfqs/${id}/pdf`, viewer);
    expect(rfqDoc.status).toBe(200);
    expect(pdfText(rfqDoc.bytes)).toContain("Bearing 6309-2RS1");
    expect((await download(`/api/rfqs/${id}/purchase-order.pdf`, admin)).status).toBe(409);
    expect((await download(`/api/rfqs/${id}/pdf`, south)).status).toBe(404);
    expect((await download(`/api/rfqs/${id}/purchase-order.pdf`, south)).status).toBe(404);
    expect((await fetch(`${app.url}/api/rfqs/${id}/pdf`)).status).toBe(401);
    expect((await download("/api/rfqs/abc/pdf", admin)).status).toBe(422);
    // Another tenant neither reads nor lists it.
    expect((await app.call("GET", `/api/rfqs/${id}`, { token: south })).status).toBe(404);
    const theirs = await app.call("GET", "/api/rfqs?max=100", { token: south });
    expect(theirs.body.data.some((r: { id: number }) => r.id === id)).toBe(false);
    // A viewer reads but does not write.
    expect((await app.call("GET", `/api/rfqs/${id}`, { token: viewer })).status).toBe(200);
    expect((await app.call("POST", "/api/rfqs", { token: viewer, body: form() })).status).toBe(403);
    expect((await app.mutate("rfqs.send", { id }, viewer)).status).toBe(403);
  });

  it("refuses bad input with 4xx naming the field", async () => {
    const refused = async (over: Record<string, unknown>, field: string) => {
      const res = await app.call("POST", "/api/rfqs", { token: admin, body: form(over) });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(fieldsOf(res)).toContain(`${field}:`);
    };
    await refused({ vendor_ids: [vendor.bearings, vendor.calgary] }, "vendor_ids");
    await refused({ vendor_ids: [vendor.regina] }, "vendor_ids");
    await refused({ vendor_ids: [] }, "vendor_ids");
    await refused({ lines: [] }, "lines");
    await refused({ lines: [{ description: "Bearing", quantity: 0 }] }, "lines.0.quantity");
    await refused({ lines: [{ description: " ", quantity: 1 }] }, "lines.0.description");
    await refused({ requisition_id: calgaryRequisition }, "requisition_id");
    await refused({ respond_by: "2026-02-30" }, "respond_by");
    const otherTenant = await app.call("POST", "/api/rfqs", {
      token: admin,
      body: form({ plant_id: app.demo.regina }),
    });
    expect(otherTenant.status).toBe(404);

    const id = await createRfq();
    const moved = await app.call("PUT", `/api/rfqs/${id}`, {
      token: admin,
      body: form({ plant_id: app.demo.calgary }),
    });
    expect(moved.status).toBe(422);
    expect(fieldsOf(moved)).toContain("plant_id: An RFQ cannot move to another plant");
    // Quotes before sending: 409; after, every line priced once, prices never negative.
    const [l1, l2] = await lineIds(id);
    const early = await app.mutate(
      "rfqs.recordQuote",
      {
        rfq_id: id,
        vendor_id: vendor.bearings,
        prices: [
          { line_id: l1, unit_price: 1 },
          { line_id: l2, unit_price: 1 },
        ],
      },
      admin,
    );
    expect(early.status).toBe(409);
    expect((await app.mutate("rfqs.send", { id }, admin)).status).toBe(200);
    const quote = (prices: unknown, vendor_id = vendor.bearings) =>
      app.mutate("rfqs.recordQuote", { rfq_id: id, vendor_id, prices }, admin);
    const negative = await quote([
      { line_id: l1, unit_price: -1 },
      { line_id: l2, unit_price: 2 },
    ]);
    expect(negative.status).toBe(400);
    expect(fieldsOf(negative)).toContain("prices.0.unit_price:");
    const missing = await quote([{ line_id: l1, unit_price: 1 }]);
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toContain("prices: Give a price for every line of the RFQ, each once");
    const twice = await quote([
      { line_id: l1, unit_price: 1 },
      { line_id: l1, unit_price: 2 },
    ]);
    expect(twice.status).toBe(400);
    const stranger = await quote(
      [
        { line_id: l1, unit_price: 1 },
        { line_id: l2, unit_price: 2 },
      ],
      vendor.calgary,
    );
    expect(stranger.status).toBe(400);
    expect(fieldsOf(stranger)).toContain("vendor_id: Not one of this RFQ's vendors");
    const rfqVendors = await app.handle.db
      .select({ quoted_at: schema.rfqVendors.quoted_at })
      .from(schema.rfqVendors)
      .where(eq(schema.rfqVendors.rfq_id, id));
    expect(rfqVendors.every((v) => v.quoted_at === null)).toBe(true);
  });

  it("deletes and cancels what is not accepted", async () => {
    const draft = await createRfq();
    const removed = await app.call("DELETE", `/api/rfqs/${draft}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: "ok", id: draft });
    expect((await app.call("GET", `/api/rfqs/${draft}`, { token: admin })).status).toBe(404);
    const lines = await app.handle.db.select().from(schema.rfqLines).where(eq(schema.rfqLines.rfq_id, draft));
    expect(lines).toEqual([]);

    const called = await createRfq();
    expect((await app.mutate("rfqs.send", { id: called }, admin)).status).toBe(200);
    const cancelled = await app.mutate("rfqs.cancel", { id: called }, admin);
    expect(cancelled.body.result.data).toEqual({ id: called, status: "cancelled" });
    expect((await app.mutate("rfqs.send", { id: called }, admin)).status).toBe(409);
    expect((await app.mutate("rfqs.cancel", { id: called }, admin)).status).toBe(409);
    expect((await app.call("DELETE", `/api/rfqs/${called}`, { token: admin })).status).toBe(200);
  });

  it("offers the plant's vendors and requisitions to the form, and nothing of another plant", async () => {
    const options = await app.query("rfqs.formOptions", { plant_id: app.demo.hamilton }, admin);
    expect(options.status).toBe(200);
    const { vendors, requisitions } = options.body.result.data;
    expect(vendors).toContainEqual({ id: vendor.shop, name: "Rq Local Machine Shop", email: null });
    expect(vendors.some((v: { id: number }) => v.id === vendor.calgary)).toBe(false);
    expect(requisitions).toContainEqual({ id: hamiltonRequisition, name: "Rq spare gearbox" });
    const foreign = await app.query("rfqs.formOptions", { plant_id: app.demo.hamilton }, south);
    expect(foreign.body.result.data).toEqual({ vendors: [], requisitions: [] });
  });

  it("writes to vendors, documents and errors in the reader's language", async () => {
    const db = app.handle.db;
    await db.update(schema.users).set({ language: 2 }).where(eq(schema.users.id, adminId));
    try {
      const id = await createRfq({ title: "Rq rodamientos", vendor_ids: [vendor.gears] });
      expect((await app.mutate("rfqs.send", { id }, admin)).status).toBe(200);
      const [mail] = await db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.subject, `Solicitud de cotización: Rq rodamientos (n.º ${id})`));
      expect(mail?.recipient).toBe("sales@rq-gears.example");
      expect(mail?.body).toContain("Hola:");
      const doc = await download(`/api/rfqs/${id}/pdf`, admin);
      expect(pdfText(doc.bytes)).toContain("Solicitud de cotización");
      const [l1, l2] = await lineIds(id);
      await app.mutate(
        "rfqs.recordQuote",
        {
          rfq_id: id,
          vendor_id: vendor.gears,
          prices: [
            { line_id: l1, unit_price: 1 },
            { line_id: l2, unit_price: 1 },
          ],
        },
        admin,
      );
      expect((await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.gears }, admin)).status).toBe(
        200,
      );
      const again = await app.mutate("rfqs.accept", { rfq_id: id, vendor_id: vendor.gears }, admin);
      expect(again.body.error.message).toBe("La solicitud de cotización ya fue aceptada");
      const po = await download(`/api/rfqs/${id}/purchase-order.pdf`, admin);
      expect(pdfText(po.bytes)).toContain("Orden de compra");
      const missing = await app.call("GET", "/api/rfqs/999999", { token: admin });
      expect(missing.body.message).toBe("Solicitud de cotización no encontrada");
    } finally {
      await db.update(schema.users).set({ language: 1 }).where(eq(schema.users.id, adminId));
    }
  });
});
