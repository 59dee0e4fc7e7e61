import type { AuthUser } from "@plantwise/api/router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser, onePage, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

type Permission = AuthUser["role"]["permissions"][number];

const rfqGrant = (edit: boolean): Permission =>
  ({
    app_section: "rfqs",
    is_viewing: true,
    is_creating: edit,
    is_updating: edit,
    is_deleting: edit,
    is_archiving: false,
  }) as Permission;

/** A plant admin of Mill North (plant 3) who may do everything with RFQs. */
const buyer = makeUser({
  role: { ...plantAdminRole, permissions: [...plantAdminRole.permissions, rfqGrant(true)] },
});

function renderSignedIn(path: string, handlers: FakeHandlers = {}, user: AuthUser = buyer) {
  tokenStore.set("live-token");
  return renderApp(path, {
    "auth.user": () => ({ user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...handlers,
  });
}

/** A whole-app render under a busy test run can take long to settle: each test's own limit. */
const SLOW = { timeout: 45_000 };
/** The first wait of a test: the screen's code may still be loading. */
const FIRST = { timeout: 20_000 };

const lines = [
  { id: 11, position: 1, description: "Bearing 6309", part_number: "6309-2RS1", quantity: 4, unit: "pcs" },
  { id: 12, position: 2, description: "Coupling insert", part_number: null, quantity: 1.5, unit: "m" },
];

const vendor = (over: Record<string, unknown>) => ({
  vendor_id: 21,
  name: "Bearings Co",
  email: "quotes@bearings.example",
  contact_name: null,
  sent_at: "2026-03-02T14:00:00.000Z",
  quoted_at: null,
  quoted_total: null,
  lead_time_days: null,
  quote_notes: null,
  accepted: false,
  prices: [],
  ...over,
});

const rfq = (over: Record<string, unknown> = {}) => ({
  id: 5,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  requisition_id: null,
  requisition_title: null,
  title: "Gearbox bearings",
  status: "sent",
  respond_by: "2026-04-30",
  sent_at: "2026-03-02T14:00:00.000Z",
  accepted_at: null,
  lines_count: 2,
  vendors_count: 2,
  quotes_count: 1,
  best_quote: 95.38,
  accepted_vendor_name: null,
  accepted_total: null,
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-02T14:00:00.000Z",
  notes: null,
  ship_to: "Dock 2",
  created_by_name: "Ana Ruiz",
  accepted_by_name: null,
  lines,
  vendors: [
    vendor({
      quoted_at: "2026-03-04T09:00:00.000Z",
      quoted_total: 95.38,
      lead_time_days: 5,
      prices: [
        { line_id: 11, unit_price: 12.5 },
        { line_id: 12, unit_price: 30.25 },
      ],
    }),
    vendor({ vendor_id: 22, name: "Gear Works", email: null, sent_at: null }),
  ],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RFQ list", SLOW, () => {
  it("lists RFQs with their status, plant, vendors and best quote, and offers a new one", async () => {
    const list = vi.fn(() => onePage([rfq()]));
    renderSignedIn("/rfqs", { "rfqs.list": list });
    const row = (await screen.findByRole("link", { name: "Gearbox bearings" }, FIRST)).closest(
      "tr",
    ) as HTMLElement;
    expect(row.querySelector("a")?.getAttribute("href")).toBe("/rfqs/5");
    expect(within(row).getByText("Sent")).toBeTruthy();
    expect(within(row).getByText("Mill North")).toBeTruthy();
    expect(within(row).getByText("95.38")).toBeTruthy();
    expect(within(row).getByText("2026-04-30")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New RFQ" }).getAttribute("href")).toBe("/rfqs/new");
  });

  it("says what the list would hold when there is nothing yet", async () => {
    renderSignedIn("/rfqs", { "rfqs.list": () => onePage([]) });
    expect(await screen.findByText("No RFQs here", {}, FIRST)).toBeTruthy();
  });
});

describe("RFQ details", SLOW, () => {
  it("records a quote with a price for every line", async () => {
    const recordQuote = vi.fn(() => ({ id: 5, vendor_id: 21, quoted_total: 93 }));
    renderSignedIn("/rfqs/5", { "rfqs.get": () => rfq(), "rfqs.recordQuote": recordQuote });
    fireEvent.click(await screen.findByRole("button", { name: "Change quote · Bearings Co" }, FIRST));
    const dialog = await screen.findByRole("dialog");
    const price1 = within(dialog).getByLabelText(/^1\. Bearing 6309/) as HTMLInputElement;
    expect(price1.value).toBe("12.5");
    fireEvent.change(price1, { target: { value: "12" } });
    fireEvent.change(within(dialog).getByLabelText(/^2\. Coupling insert/), { target: { value: "30" } });
    await waitFor(() => expect(within(dialog).getByTestId("quote-total").textContent).toContain("93.00"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(recordQuote).toHaveBeenCalledWith({
        rfq_id: 5,
        vendor_id: 21,
        prices: [
          { line_id: 11, unit_price: 12 },
          { line_id: 12, unit_price: 30 },
        ],
        lead_time_days: 5,
        notes: null,
      }),
    );
  });

  it("accepts a quoted vendor after asking, and offers no accept to one that has not quoted", async () => {
    const accept = vi.fn(() => ({ id: 5, status: "accepted" }));
    renderSignedIn("/rfqs/5", { "rfqs.get": () => rfq(), "rfqs.accept": accept });
    expect(await screen.findByRole("button", { name: "Accept · Bearings Co" }, FIRST)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept · Gear Works" })).toBeNull();
    expect(screen.getByRole("button", { name: "Record quote · Gear Works" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept · Bearings Co" }));
    expect(await screen.findByText("Accept the quote of Bearings Co?")).toBeTruthy();
    expect(accept).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("accept-confirm"));
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ rfq_id: 5, vendor_id: 21 }));
  });

  it("shows the price comparison and the purchase order once accepted, without quote actions", async () => {
    const accepted = rfq({
      status: "accepted",
      accepted_at: "2026-03-06T10:00:00.000Z",
      accepted_by_name: "Ana Ruiz",
      accepted_vendor_name: "Bearings Co",
      accepted_total: 95.38,
      vendors: [
        { ...rfq().vendors[0], accepted: true },
        vendor({
          vendor_id: 22,
          name: "Gear Works",
          quoted_at: "2026-03-05T09:00:00.000Z",
          quoted_total: 104,
          prices: [
            { line_id: 11, unit_price: 11 },
            { line_id: 12, unit_price: 40 },
          ],
        }),
      ],
    });
    renderSignedIn("/rfqs/5", { "rfqs.get": () => accepted });
    const comparison = await screen.findByTestId("quote-comparison", {}, FIRST);
    // The lowest price of each line is said, not only coloured.
    const firstLine = within(comparison)
      .getByText(/Bearing 6309/)
      .closest("tr") as HTMLElement;
    expect(within(firstLine).getByText("(lowest)", { exact: false }).closest("td")?.textContent).toContain(
      "11.00",
    );
    expect(screen.getByRole("button", { name: "Purchase order" })).toBeTruthy();
    expect(screen.queryByTestId("accept-quote")).toBeNull();
    expect(screen.queryByTestId("record-quote")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByTestId("rfq-cancel")).toBeNull();
  });

  it("downloads the RFQ PDF with the session", async () => {
    const fetchMock = vi.fn(
      async () => new Response("%PDF-1.3", { status: 200, headers: { "content-type": "application/pdf" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:rfq");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderSignedIn("/rfqs/5", { "rfqs.get": () => rfq() });
    fireEvent.click(await screen.findByRole("button", { name: "RFQ PDF" }, FIRST));
    await waitFor(() => expect(saved).toEqual(["rfq-5.pdf"]));
    // The notification stream fetches too: find the download among the calls.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [, init] = calls.find(([url]) => url === "/api/rfqs/5/pdf") ?? [];
    expect(init).toBeDefined();
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      Authorization: "Bearer live-token",
    });
    expect(screen.queryByRole("button", { name: "Purchase order" })).toBeNull();
  });

  it("sends a draft to its vendors after asking, and says who has no e-mail", async () => {
    const send = vi.fn(() => ({
      id: 5,
      status: "sent",
      sent_at: "2026-03-02T14:00:00.000Z",
      queued: [{ id: 21, name: "Bearings Co", email: "quotes@bearings.example" }],
      without_email: [{ id: 22, name: "Gear Works" }],
    }));
    const draft = rfq({
      status: "draft",
      sent_at: null,
      quotes_count: 0,
      best_quote: null,
      vendors: [
        vendor({ sent_at: null }),
        vendor({ vendor_id: 22, name: "Gear Works", email: null, sent_at: null }),
      ],
    });
    renderSignedIn("/rfqs/5", {
      "rfqs.get": () => draft,
      "rfqs.send": send,
      "rfqs.formOptions": () => ({
        vendors: [
          { id: 21, name: "Bearings Co", email: "quotes@bearings.example" },
          { id: 22, name: "Gear Works", email: null },
        ],
        requisitions: [],
      }),
    });
    // A draft opens as its form.
    expect(((await screen.findByLabelText(/^Title/, {}, FIRST)) as HTMLInputElement).value).toBe(
      "Gearbox bearings",
    );
    expect(await screen.findByText("Gear Works (no e-mail)")).toBeTruthy();
    fireEvent.click(screen.getByTestId("rfq-send"));
    expect(await screen.findByText("Send Gearbox bearings to its vendors?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("rfq-send-confirm"));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ id: 5 }));
    expect(await screen.findByText("E-mail queued for 1 vendor")).toBeTruthy();
    expect(
      await screen.findByText("Without an e-mail address: Gear Works. Ask them another way."),
    ).toBeTruthy();
  });

  it("shows a viewer the details without any action that changes the RFQ", async () => {
    const viewer = makeUser({
      role: { ...plantAdminRole, permissions: [...plantAdminRole.permissions, rfqGrant(false)] },
    });
    renderSignedIn("/rfqs", { "rfqs.list": () => onePage([rfq()]) }, viewer);
    // The record page needs create or edit: the row's title reads as text, not a link.
    expect(await screen.findByText("Gearbox bearings", {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Gearbox bearings" })).toBeNull();
    expect(screen.queryByRole("link", { name: "New RFQ" })).toBeNull();
  });
});

describe("RFQ form", SLOW, () => {
  it("creates a draft with its lines and the vendors chosen", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    renderSignedIn("/rfqs/new", {
      "rfqs.create": create,
      "rfqs.get": () => rfq({ id: 9, status: "draft" }),
      "rfqs.formOptions": () => ({
        vendors: [
          { id: 21, name: "Bearings Co", email: "quotes@bearings.example" },
          { id: 22, name: "Gear Works", email: null },
        ],
        requisitions: [{ id: 4, name: "Spare gearbox" }],
      }),
    });
    fireEvent.change(await screen.findByLabelText(/^Title/, {}, FIRST), { target: { value: "Belts" } });
    fireEvent.click(await screen.findByLabelText("Bearings Co"));
    const row = screen.getAllByTestId("rfq-line-row")[0] as HTMLElement;
    // Nothing is asked of the vendors yet: refused.
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await within(row).findByText("Required")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(row).getByLabelText(/^Description/), { target: { value: "V-belt B68" } });
    fireEvent.change(within(row).getByLabelText(/^Quantity/), { target: { value: "6" } });
    fireEvent.click(screen.getByRole("button", { name: "Add line" }));
    const second = screen.getAllByTestId("rfq-line-row")[1] as HTMLElement;
    fireEvent.change(within(second).getByLabelText(/^Description/), {
      target: { value: "Belt tension gauge" },
    });
    fireEvent.change(within(second).getByLabelText(/^Unit/), { target: { value: "pcs" } });
    fireEvent.click(screen.getByRole("button", { name: "Move line 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        plant_id: 3,
        title: "Belts",
        notes: null,
        respond_by: null,
        ship_to: null,
        requisition_id: null,
        lines: [
          { description: "Belt tension gauge", part_number: null, quantity: 1, unit: "pcs" },
          { description: "V-belt B68", part_number: null, quantity: 6, unit: null },
        ],
        vendor_ids: [21],
      }),
    );
  });
});
