import type { AuthUser } from "@plantwise/api/router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser, staffRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const SLOW = { timeout: 20_000 };
const FIRST = { timeout: 15_000 };

type Role = AuthUser["role"];

/** Provider staff who run customer success: every flag of the section. */
const successRole = {
  ...staffRole,
  permissions: [
    ...staffRole.permissions,
    {
      app_section: "customer_success",
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: true,
      is_archiving: false,
    },
  ],
} as Role;

const staff = makeUser({
  type: 1,
  role: successRole,
  company_id: null,
  company: null,
  plants: [
    { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 },
    { id: 8, name: "Regina Foods", time_zone: "America/Regina", company_id: 9 },
  ],
});

function render(path: string, handlers: FakeHandlers) {
  tokenStore.set("live-token");
  return renderApp(path, {
    "auth.user": () => ({ user: staff }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...handlers,
  });
}

const figures = {
  alarms_raised: 5,
  alarms_handled: 4,
  work_orders_completed: 3,
  work_orders_closed: 2,
  requisitions_completed: 1,
};

const card = (over: Record<string, unknown> = {}) => ({
  company_id: 7,
  company_name: "Acme Pulp",
  plant_id: 3,
  plant_name: "Mill North",
  time_zone: "America/Toronto",
  sensors_total: 12,
  sensors_online: 10,
  ...figures,
  savings: 1250,
  cost: 250,
  net: 1000,
  roi_percent: 400,
  last_meeting: { id: 21, title: "Monthly check-in", held_at: "2026-03-01T15:00:00.000Z" },
  next_meeting_at: "2026-03-29T15:00:00.000Z",
  ...over,
});

const dashboard = {
  from: "2026-02-24T05:00:00.000Z",
  to: "2026-03-02T14:00:00.000Z",
  time_zone: "America/Toronto",
  plants: [
    card(),
    card({
      company_id: 9,
      company_name: "Southridge Foods",
      plant_id: 8,
      plant_name: "Regina Foods",
      time_zone: "America/Regina",
      sensors_total: 0,
      sensors_online: 0,
      savings: 0,
      cost: 0,
      net: 0,
      roi_percent: null,
      last_meeting: null,
      next_meeting_at: null,
    }),
  ],
  companies: [
    {
      company_id: 7,
      company_name: "Acme Pulp",
      plants: 1,
      sensors_total: 12,
      sensors_online: 10,
      ...figures,
      savings: 1250,
      cost: 250,
      net: 1000,
      roi_percent: 400,
    },
    {
      company_id: 9,
      company_name: "Southridge Foods",
      plants: 1,
      sensors_total: 0,
      sensors_online: 0,
      ...figures,
      savings: 0,
      cost: 0,
      net: 0,
      roi_percent: null,
    },
  ],
};

const onePagerFigures = {
  sensors_monitored: 12,
  alarms_raised: 5,
  avoided_failures: 2,
  avoided_failure_savings: 750,
  work_orders_completed: 3,
  requisitions_completed: 1,
  requisition_savings: 500,
  savings: 1250,
  cost: 250,
  net: 1000,
  roi_percent: 400,
  top_items: [
    { equipment_item_id: 40, name: "Dryer fan motor", savings: 1000, work_orders: 1, requisitions: 1 },
  ],
};

const onePager = {
  id: 5,
  company_id: 7,
  company_name: "Acme Pulp",
  plant_id: 3,
  plant_name: "Mill North",
  time_zone: "America/Toronto",
  title: "Last week at Mill North",
  period_start: "2026-02-23T05:00:00.000Z",
  period_end: "2026-03-02T04:59:59.999Z",
  summary: "Bearing wear caught early on the dryer fans.",
  created_by: 1,
  created_by_name: "Sam Okafor",
  created_at: "2026-03-02T14:00:00.000Z",
  updated_at: "2026-03-02T14:00:00.000Z",
  figures: onePagerFigures,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the success dashboard", SLOW, () => {
  it("shows a card per plant with its figures, the totals, and narrows by company", async () => {
    const get = vi.fn(() => dashboard);
    render("/success-dashboard/main", { "success.dashboard": get });
    const cards = await screen.findAllByTestId("success-plant-card", {}, FIRST);
    expect(cards).toHaveLength(2);
    const north = cards[0]!;
    expect(within(north).getByText("Mill North")).toBeTruthy();
    expect(within(north).getByText("10 of 12")).toBeTruthy();
    expect(within(north).getByText("5 / 4")).toBeTruthy();
    expect(within(north).getByText("3 / 2")).toBeTruthy();
    expect(within(north).getByText("1,250.00")).toBeTruthy();
    expect(within(north).getByText("400 %")).toBeTruthy();
    expect(within(north).getByRole("link", { name: "2026-03-01 · Monthly check-in" })).toBeTruthy();
    expect(within(north).getByText("2026-03-29")).toBeTruthy();
    const south = cards[1]!;
    expect(within(south).getByText("No meeting yet")).toBeTruthy();
    expect(within(south).getByText("None planned")).toBeTruthy();
    expect(within(south).getByText("no cost")).toBeTruthy();
    expect(screen.getAllByTestId("success-company-totals")).toHaveLength(2);
    // The default range is the last 7 days.
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ preset: "last_7_days" }));

    fireEvent.click(screen.getByRole("combobox", { name: "Company" }));
    fireEvent.click(await screen.findByRole("option", { name: "Southridge Foods" }));
    await waitFor(() => expect(screen.getAllByTestId("success-plant-card")).toHaveLength(1));
    expect(within(screen.getByTestId("success-plant-card")).getByText("Regina Foods")).toBeTruthy();
  });

  it("says so when the user follows no plant", async () => {
    render("/success-dashboard/main", {
      "success.dashboard": () => ({ ...dashboard, plants: [], companies: [] }),
    });
    expect(await screen.findByTestId("success-empty", {}, FIRST)).toBeTruthy();
    expect(screen.getByText("No plants to show")).toBeTruthy();
  });
});

describe("the ROI one-pager page", SLOW, () => {
  it("lays the saved one-pager out with its figures and downloads its PDF", async () => {
    const fetchMock = vi.fn(
      async () => new Response("%PDF-1.3", { status: 200, headers: { "content-type": "application/pdf" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:one-pager");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render("/success-dashboard/roi-one-pager/5", { "success.onePagers.get": () => onePager });
    const sheet = await screen.findByTestId("onepager-sheet", {}, FIRST);
    expect(within(sheet).getByTestId("onepager-total-savings").textContent).toBe("1,250.00");
    expect(within(sheet).getByTestId("onepager-requisition-savings").textContent).toBe("500.00");
    expect(within(sheet).getByTestId("onepager-avoided-failures").textContent).toBe("2");
    expect(within(sheet).getByText("Dryer fan motor")).toBeTruthy();
    expect(within(sheet).getByText("Bearing wear caught early on the dryer fans.")).toBeTruthy();
    expect(within(sheet).getByText(/2026-02-23 – 2026-03-01/)).toBeTruthy();

    fireEvent.click(screen.getByTestId("onepager-pdf"));
    await waitFor(() => expect(saved).toEqual(["roi-one-pager-5.pdf"]));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const download = calls.find(([url]) => url === "/api/success/roi-one-pagers/5/pdf");
    expect(download).toBeDefined();
    expect((download![1].headers as Record<string, string>).Authorization).toBe("Bearer live-token");
  });

  it("previews a new one-pager of the plant and period chosen, then saves it", async () => {
    const preview = vi.fn(() => ({
      company_id: 7,
      company_name: "Acme Pulp",
      plant_id: 3,
      plant_name: "Mill North",
      time_zone: "America/Toronto",
      period_start: "2026-02-24T05:00:00.000Z",
      period_end: "2026-03-03T04:59:59.999Z",
      figures: onePagerFigures,
    }));
    const create = vi.fn(() => ({ id: 6 }));
    render("/success-dashboard/roi-one-pager/new?plant_id=3", {
      "success.onePagers.preview": preview,
      "success.onePagers.create": create,
      "success.onePagers.get": () => ({ ...onePager, id: 6 }),
    });
    const sheet = await screen.findByTestId("onepager-sheet", {}, FIRST);
    expect(within(sheet).getByTestId("onepager-total-savings").textContent).toBe("1,250.00");
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3 }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Weekly value" } });
    await waitFor(() => expect(within(sheet).getByRole("heading", { name: "Weekly value" })).toBeTruthy());
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-02-07" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      plant_id: 3,
      title: "Weekly value",
      summary: null,
      period_start: "2026-02-01T05:00:00.000Z",
      period_end: "2026-02-08T04:59:59.999Z",
    });
  });
});

describe("the meeting form", SLOW, () => {
  it("adds attendees as chips and action items with their owners, and saves them", async () => {
    const create = vi.fn(() => ({ id: 21 }));
    render("/success-dashboard/meeting-tracker/new?plant_id=3", {
      "success.meetings.owners": () => [{ id: 11, name: "Alex Tremblay" }],
      "success.meetings.create": create,
      "success.meetings.get": () => null,
      "success.meetings.roi": () => ({ plant_id: 3, meeting: null, from: null, to: "", figures: null }),
    });
    fireEvent.change(await screen.findByLabelText(/^Title/, {}, FIRST), { target: { value: "Check-in" } });
    fireEvent.change(screen.getByLabelText(/^Held/), { target: { value: "2026-03-02T10:00" } });
    const attendee = screen.getByLabelText("Attendee's name");
    for (const person of ["Alex Tremblay", "Plant Manager"]) {
      fireEvent.change(attendee, { target: { value: person } });
      fireEvent.keyDown(attendee, { key: "Enter" });
    }
    const chips = await screen.findByTestId("attendee-chips");
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Alex Tremblay", "Plant Manager"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Plant Manager" }));

    fireEvent.click(screen.getByRole("button", { name: "Add action item" }));
    fireEvent.change(await screen.findByLabelText(/^Action item 1/), { target: { value: "Cover the fans" } });
    fireEvent.click(screen.getByTestId("action-item-owner-1"));
    fireEvent.click(await screen.findByRole("option", { name: "Alex Tremblay" }));
    fireEvent.change(screen.getByLabelText("Due"), { target: { value: "2026-03-20" } });
    fireEvent.click(screen.getByRole("button", { name: "Add action item" }));
    fireEvent.change(await screen.findByLabelText(/^Action item 2/), {
      target: { value: "Send the report" },
    });
    fireEvent.click(screen.getByTestId("action-item-owner-2"));
    fireEvent.click(await screen.findByRole("option", { name: "Someone else (write the name)" }));
    fireEvent.change(await screen.findByLabelText("Owner's name"), { target: { value: "Sam (provider)" } });
    fireEvent.click(screen.getAllByRole("checkbox", { name: "Done" })[1]!);

    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      plant_id: 3,
      held_at: "2026-03-02T15:00:00.000Z",
      title: "Check-in",
      attendees: ["Alex Tremblay"],
      topics: null,
      notes: null,
      next_meeting_at: null,
      action_items: [
        {
          description: "Cover the fans",
          owner_user_id: 11,
          owner_name: null,
          due_date: "2026-03-20",
          done: false,
        },
        {
          description: "Send the report",
          owner_user_id: null,
          owner_name: "Sam (provider)",
          due_date: null,
          done: true,
        },
      ],
    });
  });
});
