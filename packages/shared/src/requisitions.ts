/**
 * The rules of requisitions: the state machine (which action leads from which status to which, and
 * who may take it), the events each change raises, the ROI of work done, and the ROI calculator's
 * repair / replace / do-nothing comparison. The API enforces them and the web offers only what
 * they allow; both read these tables, so the two cannot disagree.
 *
 * Statuses are part 2 §4's RequisitionStatus (PENDING 0, APPROVED 1, DENIED 2, COMPLETED 3,
 * IN_WORK 4, ON_HOLD 5). The specification names the actions but not their effect; the table
 * below is the product's decision (docs/decisions.md, "Requisition state machine"):
 *
 * - The fab shop manager decides: approve, deny, put on hold, unapprove, reset, and conclude
 *   (finish a request without a technician's job, such as a purchase that arrived).
 * - The technician (or the fab shop manager) does the work: take an approved request, complete it.
 */
import { type RequisitionAction, RequisitionStatus } from "./enums";

const { PENDING, APPROVED, DENIED, COMPLETED, IN_WORK, ON_HOLD } = RequisitionStatus;

/** The role flags an action may need: a role's is_fab_shop_manager and is_technic. */
export type RequisitionActor = "fab_shop_manager" | "technician";

/** One row of the state machine: where an action starts, where it leads, who may take it. */
export interface RequisitionTransition {
  from: readonly RequisitionStatus[];
  to: RequisitionStatus;
  by: readonly RequisitionActor[];
  /** The event it raises (REQUISITION_EVENTS), which the notifications name. */
  event: "approved" | "unapproved" | "denied" | "completed" | "updated";
  /** Whether the caller must give a reason (denying, holding). */
  reason: boolean;
}

const MANAGER: readonly RequisitionActor[] = ["fab_shop_manager"];
const WORKER: readonly RequisitionActor[] = ["technician", "fab_shop_manager"];

export const REQUISITION_TRANSITIONS: Readonly<Record<RequisitionAction, RequisitionTransition>> = {
  approve: { from: [PENDING, ON_HOLD], to: APPROVED, by: MANAGER, event: "approved", reason: false },
  unapprove: { from: [APPROVED], to: PENDING, by: MANAGER, event: "unapproved", reason: false },
  deny: { from: [PENDING, APPROVED, ON_HOLD], to: DENIED, by: MANAGER, event: "denied", reason: true },
  "on-hold": { from: [PENDING, APPROVED, IN_WORK], to: ON_HOLD, by: MANAGER, event: "updated", reason: true },
  reset: { from: [DENIED, ON_HOLD, COMPLETED], to: PENDING, by: MANAGER, event: "updated", reason: false },
  take: { from: [APPROVED], to: IN_WORK, by: WORKER, event: "updated", reason: false },
  complete: { from: [IN_WORK], to: COMPLETED, by: WORKER, event: "completed", reason: false },
  conclude: {
    from: [APPROVED, IN_WORK, ON_HOLD],
    to: COMPLETED,
    by: MANAGER,
    event: "completed",
    reason: false,
  },
};

/** Status names as the API's messages word them (the web shows its own translations). */
export const REQUISITION_STATUS_NAMES: Readonly<Record<RequisitionStatus, string>> = {
  [PENDING]: "pending",
  [APPROVED]: "approved",
  [DENIED]: "denied",
  [COMPLETED]: "completed",
  [IN_WORK]: "in work",
  [ON_HOLD]: "on hold",
};

/** Statuses in which the requisition's own fields may still be edited, and it may be deleted. */
export const REQUISITION_EDITABLE_STATUSES: readonly RequisitionStatus[] = [PENDING, ON_HOLD, DENIED];

/** The role flags of an effective role that count as actors. */
export function requisitionActors(role: {
  is_fab_shop_manager: boolean;
  is_technic: boolean;
}): RequisitionActor[] {
  const actors: RequisitionActor[] = [];
  if (role.is_fab_shop_manager) actors.push("fab_shop_manager");
  if (role.is_technic) actors.push("technician");
  return actors;
}

export type RequisitionTransitionCheck =
  | { ok: true; to: RequisitionStatus; transition: RequisitionTransition }
  | { ok: false; reason: "status" | "role" };

/**
 * Whether `actors` may take `action` on a requisition in `status`. The status is judged first: an
 * action that cannot happen from here is refused as such whoever asks.
 */
export function checkRequisitionTransition(
  status: RequisitionStatus,
  action: RequisitionAction,
  actors: readonly RequisitionActor[],
): RequisitionTransitionCheck {
  const transition = REQUISITION_TRANSITIONS[action];
  if (!transition.from.includes(status)) return { ok: false, reason: "status" };
  if (!transition.by.some((actor) => actors.includes(actor))) return { ok: false, reason: "role" };
  return { ok: true, to: transition.to, transition };
}

/** The actions `actors` may take from `status`, in the table's order (what the web offers). */
export function availableRequisitionActions(
  status: RequisitionStatus,
  actors: readonly RequisitionActor[],
): RequisitionAction[] {
  return (Object.keys(REQUISITION_TRANSITIONS) as RequisitionAction[]).filter(
    (action) => checkRequisitionTransition(status, action, actors).ok,
  );
}

/** The 409 message of an action from the wrong status, naming both. */
export function requisitionStatusRefusal(status: RequisitionStatus, action: RequisitionAction): string {
  const allowed = REQUISITION_TRANSITIONS[action].from.map((s) => REQUISITION_STATUS_NAMES[s]).join(" or ");
  return `Cannot ${action} a requisition that is ${REQUISITION_STATUS_NAMES[status]} (only one that is ${allowed})`;
}

/** The 403 message of an action by a role that may not take it. */
export function requisitionRoleRefusal(action: RequisitionAction): string {
  const by = REQUISITION_TRANSITIONS[action].by;
  return by.includes("technician")
    ? `Only a technician or a fab shop manager may ${action} a requisition`
    : `Only a fab shop manager may ${action} a requisition`;
}

// ---------------------------------------------------------------------------------------------
// ROI of work done
// ---------------------------------------------------------------------------------------------

/** What a place of the hierarchy (or a plant) spent and saved over a period. */
export interface RoiTotals {
  /** Cost savings of completed work orders and completed requisitions. */
  savings: number;
  /** What that work cost: work orders' materials and labour, requisitions' cost. */
  cost: number;
}

export interface RoiFigures extends RoiTotals {
  /** savings − cost. */
  net: number;
  /** (savings − cost) / cost × 100, rounded to 0.1; null when nothing was spent. */
  roi_percent: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The ROI of work done, the one formula every ROI figure uses (lines, machines, assets, plants, the
 * one-pager): net = savings − cost; ROI % = net / cost × 100. Work that cost nothing has no ROI
 * percentage (it would be infinite); its net still counts.
 */
export function roiFigures(totals: RoiTotals): RoiFigures {
  const savings = cents(totals.savings);
  const cost = cents(totals.cost);
  const net = cents(savings - cost);
  const roi_percent = cost > 0 ? Math.round((net / cost) * 1000) / 10 : null;
  return { savings, cost, net, roi_percent };
}

/** Totals added up (a machine's from its assets', a plant's from its lines'). */
export function addRoiTotals(parts: readonly RoiTotals[]): RoiTotals {
  return parts.reduce((sum, p) => ({ savings: sum.savings + p.savings, cost: sum.cost + p.cost }), {
    savings: 0,
    cost: 0,
  });
}

// ---------------------------------------------------------------------------------------------
// The ROI (cost-savings) calculator: repair vs replace vs do nothing
// ---------------------------------------------------------------------------------------------

export const ROI_OPTIONS = ["repair", "replace", "do_nothing"] as const;
export type RoiOption = (typeof ROI_OPTIONS)[number];

/** One way to deal with the equipment: what it costs once, and the downtime it still leaves. */
export interface RoiOptionInput {
  parts_cost: number;
  labour_hours: number;
  labour_rate: number;
  /** Downtime per year that remains after this option, in hours. */
  remaining_downtime_hours: number;
}

export interface RoiCalculatorInput {
  /** Downtime per year if nothing is done, in hours. */
  downtime_hours_per_year: number;
  /** What an hour of downtime costs the plant (lost production). */
  cost_per_downtime_hour: number;
  /** Over how many years the options are compared (1–20). */
  horizon_years: number;
  repair: RoiOptionInput;
  replace: RoiOptionInput;
}

export interface RoiOptionResult {
  option: RoiOption;
  /** The one-off cost: parts + labour hours × labour rate. */
  investment: number;
  /** Downtime hours avoided per year compared with doing nothing. */
  hours_avoided_per_year: number;
  /** hours avoided × cost per downtime hour. */
  annual_savings: number;
  /** annual savings × horizon − investment. */
  net_over_horizon: number;
  /** net over horizon / investment × 100 (0.1); null when the option costs nothing. */
  roi_percent: number | null;
  /** investment / (annual savings / 12), 0.1 month; null when it never pays back. */
  payback_months: number | null;
}

export interface RoiCalculatorResult {
  options: Record<RoiOption, RoiOptionResult>;
  /** The option with the largest net over the horizon (repair on a tie, as the cheaper change). */
  recommended: RoiOption;
}

function optionResult(
  option: RoiOption,
  input: RoiCalculatorInput,
  spec: RoiOptionInput | null,
): RoiOptionResult {
  const investment = spec ? cents(spec.parts_cost + spec.labour_hours * spec.labour_rate) : 0;
  const remaining = spec
    ? Math.min(spec.remaining_downtime_hours, input.downtime_hours_per_year)
    : input.downtime_hours_per_year;
  const hours = Math.max(0, input.downtime_hours_per_year - remaining);
  const annual = cents(hours * input.cost_per_downtime_hour);
  const net = cents(annual * input.horizon_years - investment);
  return {
    option,
    investment,
    hours_avoided_per_year: hours,
    annual_savings: annual,
    net_over_horizon: net,
    roi_percent: investment > 0 ? Math.round((net / investment) * 1000) / 10 : null,
    payback_months:
      annual > 0 && investment > 0
        ? Math.round((investment / (annual / 12)) * 10) / 10
        : annual > 0
          ? 0
          : null,
  };
}

/**
 * Compares repairing, replacing and doing nothing over the horizon. Doing nothing costs nothing
 * and avoids nothing (its loss is the downtime the others avoid), so its net is 0 and the others
 * are judged against it.
 */
export function compareRoiOptions(input: RoiCalculatorInput): RoiCalculatorResult {
  const options: Record<RoiOption, RoiOptionResult> = {
    repair: optionResult("repair", input, input.repair),
    replace: optionResult("replace", input, input.replace),
    do_nothing: optionResult("do_nothing", input, null),
  };
  const recommended = ROI_OPTIONS.reduce((best, option) =>
    options[option].net_over_horizon > options[best].net_over_horizon ? option : best,
  );
  return { options, recommended };
}
