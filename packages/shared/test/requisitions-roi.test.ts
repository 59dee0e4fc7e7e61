import { describe, expect, it } from "vitest";
import {
  addRoiTotals,
  compareRoiOptions,
  type RoiCalculatorInput,
  type RoiOptionInput,
  roiFigures,
} from "../src";

describe("roiFigures: the ROI of work done", () => {
  it.each([
    // savings, cost → net, ROI %
    ["the worked example: 1200 + 800 saved, 200 + 100 + 300 spent", 2000, 600, 1400, 233.3],
    ["a third: rounded to 0.1", 10, 3, 7, 233.3],
    ["a loss", 2, 3, -1, -33.3],
    ["nothing saved: all of it lost", 0, 100, -100, -100],
    ["break even", 250, 250, 0, 0],
    ["nothing spent: no percentage, the net still counts", 500, 0, 500, null],
    ["nothing at all", 0, 0, 0, null],
  ])("%s", (_what, savings, cost, net, roi) => {
    expect(roiFigures({ savings, cost })).toEqual({ savings, cost, net, roi_percent: roi });
  });

  it("rounds money to cents before the percentage", () => {
    // 1.23 − 0.11 = 1.12; 1.12 / 0.11 = 10.1818… → 1018.2 %
    expect(roiFigures({ savings: 1.234, cost: 0.111 })).toEqual({
      savings: 1.23,
      cost: 0.11,
      net: 1.12,
      roi_percent: 1018.2,
    });
  });

  it("adds totals up (a plant from its lines), none adding to zero", () => {
    const lines = [
      { savings: 2000, cost: 600 },
      { savings: 0, cost: 100 },
    ];
    expect(addRoiTotals(lines)).toEqual({ savings: 2000, cost: 700 });
    expect(roiFigures(addRoiTotals(lines))).toEqual({
      savings: 2000,
      cost: 700,
      net: 1300,
      roi_percent: 185.7,
    });
    expect(addRoiTotals([])).toEqual({ savings: 0, cost: 0 });
  });
});

const option = (over: Partial<RoiOptionInput>): RoiOptionInput => ({
  parts_cost: 0,
  labour_hours: 0,
  labour_rate: 0,
  remaining_downtime_hours: 0,
  ...over,
});

describe("compareRoiOptions: repair vs replace vs do nothing", () => {
  // 100 h of downtime a year at 500 an hour, over 3 years.
  const pump: RoiCalculatorInput = {
    downtime_hours_per_year: 100,
    cost_per_downtime_hour: 500,
    horizon_years: 3,
    repair: option({ parts_cost: 2000, labour_hours: 10, labour_rate: 100, remaining_downtime_hours: 40 }),
    replace: option({ parts_cost: 20_000, labour_hours: 20, labour_rate: 100, remaining_downtime_hours: 0 }),
  };

  it("works out each option and recommends the largest net over the horizon", () => {
    const result = compareRoiOptions(pump);
    // Repair: 2000 + 10 × 100 = 3000; 60 h avoided × 500 = 30000 a year; 3 × 30000 − 3000 = 87000;
    // 87000 / 3000 = 2900 %; 3000 / (30000 / 12) = 1.2 months.
    expect(result.options.repair).toEqual({
      option: "repair",
      investment: 3000,
      hours_avoided_per_year: 60,
      annual_savings: 30_000,
      net_over_horizon: 87_000,
      roi_percent: 2900,
      payback_months: 1.2,
    });
    // Replace: 22000; 100 h × 500 = 50000 a year; 150000 − 22000 = 128000; 581.8 %; 22000 / 4166.67 = 5.28.
    expect(result.options.replace).toEqual({
      option: "replace",
      investment: 22_000,
      hours_avoided_per_year: 100,
      annual_savings: 50_000,
      net_over_horizon: 128_000,
      roi_percent: 581.8,
      payback_months: 5.3,
    });
    expect(result.options.do_nothing).toEqual({
      option: "do_nothing",
      investment: 0,
      hours_avoided_per_year: 0,
      annual_savings: 0,
      net_over_horizon: 0,
      roi_percent: null,
      payback_months: null,
    });
    expect(result.recommended).toBe("replace");
  });

  it("recommends repair on a tie, as the cheaper change", () => {
    const tie = compareRoiOptions({
      downtime_hours_per_year: 100,
      cost_per_downtime_hour: 100,
      horizon_years: 1,
      // 50 h avoided: 5000 − 1000 = 4000; 60 h avoided: 6000 − 2000 = 4000.
      repair: option({ parts_cost: 1000, remaining_downtime_hours: 50 }),
      replace: option({ parts_cost: 2000, remaining_downtime_hours: 40 }),
    });
    expect(tie.options.repair.net_over_horizon).toBe(4000);
    expect(tie.options.replace.net_over_horizon).toBe(4000);
    expect(tie.recommended).toBe("repair");
  });

  it("avoids nothing when the downtime left is above doing nothing's, and then doing nothing wins", () => {
    const worse = compareRoiOptions({
      ...pump,
      repair: option({ parts_cost: 500, remaining_downtime_hours: 150 }),
      replace: option({ parts_cost: 800, remaining_downtime_hours: 100 }),
    });
    expect(worse.options.repair).toMatchObject({
      hours_avoided_per_year: 0,
      annual_savings: 0,
      net_over_horizon: -500,
      roi_percent: -100,
      payback_months: null,
    });
    expect(worse.options.replace.hours_avoided_per_year).toBe(0);
    expect(worse.recommended).toBe("do_nothing");
  });

  it("pays back at once an option that costs nothing, with no ROI percentage", () => {
    const free = compareRoiOptions({ ...pump, repair: option({ remaining_downtime_hours: 90 }) });
    expect(free.options.repair).toMatchObject({
      investment: 0,
      annual_savings: 5000,
      net_over_horizon: 15_000,
      roi_percent: null,
      payback_months: 0,
    });
  });
});
