/**
 * Status and type enumerations. Numbers are the specification's (part 2 §4 and §9); where the
 * specification names values without numbers, they are string literals.
 */

type ValueOf<T> = T[keyof T];

export const WorkOrderStatus = { PENDING: 1, IN_WORK: 2, COMPLETED: 3, CLOSED: 4 } as const;
export type WorkOrderStatus = ValueOf<typeof WorkOrderStatus>;

/** Status names shown in lists and filters (part 1 §4); only the four above are stored. */
export const WORK_ORDER_LIST_SHORTCUTS = ["today", "this_week", "this_month"] as const;

export const RequisitionStatus = {
  PENDING: 0,
  APPROVED: 1,
  DENIED: 2,
  COMPLETED: 3,
  IN_WORK: 4,
  ON_HOLD: 5,
} as const;
export type RequisitionStatus = ValueOf<typeof RequisitionStatus>;

export const REQUISITION_ACTIONS = [
  "approve",
  "unapprove",
  "deny",
  "reset",
  "on-hold",
  "take",
  "complete",
  "conclude",
] as const;
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number];

export const REQUISITION_EVENTS = [
  "added",
  "updated",
  "approved",
  "unapproved",
  "completed",
  "denied",
  "deleted",
] as const;

/** Generic import or approval status: SUCCESS and APPROVED share 2, FAIL and COMPLETED share 3. */
export const ImportStatus = { PENDING: 1, SUCCESS: 2, APPROVED: 2, FAIL: 3, COMPLETED: 3 } as const;
export type ImportStatus = ValueOf<typeof ImportStatus>;

export const GAIN_ADJUSTMENT_TYPES = ["INCREASE", "DECREASE", "RESET"] as const;
export type GainAdjustmentType = (typeof GAIN_ADJUSTMENT_TYPES)[number];
export const GainAdjustmentResult = { FAIL: 0, SUCCESS: 1, PROCESS: 2, CONTROLLER_TIMEOUT: 3 } as const;
export type GainAdjustmentResult = ValueOf<typeof GainAdjustmentResult>;

export const LubricationStatus = {
  UNVERIFIED: 0,
  VERIFIED: 1,
  UNSUCCESSFUL: 2,
  LUBRICANT_FULL_SPENT: 3,
  BLOCKED: 4,
  SUCCESSFUL: 5,
  LOSS_OF_CONNECTION: 6,
  NO_COMMAND_RESPONSE: 7,
  UNKNOWN: 8,
  NO_START_COMMAND_RESPONSE: 9,
  NO_STATUS_RESPONSE: 10,
  IN_PROGRESS: 99,
} as const;
export type LubricationStatus = ValueOf<typeof LubricationStatus>;

export const LubricationMode = { AUTO: 1, MANUAL: 2 } as const;
export type LubricationMode = ValueOf<typeof LubricationMode>;

export const LUBE_EVENT_TYPES = [
  "unsuccessful_shot",
  "cycle_did_not_affect",
  "shots_full_spent",
  "lubrication_unlocked",
] as const;

export const LUBRICATOR_STATES = [
  "lubricated",
  "empty",
  "blocked",
  "glitched",
  "lubricator_error",
  "cartridge_empty",
  "ok",
  "loss_of_connection",
  "unknown",
] as const;

export const SENSOR_LEVEL_TYPES = [
  "baseline",
  "warning",
  "alarm",
  "critical_alarm",
  "custom",
  "normal",
  "off_alarm",
  "lubeline",
] as const;

export const ALARM_KINDS = [
  "acute",
  "chronic",
  "warning",
  "alarm",
  "mixed",
  "lube",
  "low_alarm",
  "high_alarm",
  "amplitude_alarm",
] as const;

export const ALERT_KINDS = [
  "warning",
  "alarm",
  "acute",
  "chronic",
  "sensor_offline",
  "controller_offline",
  "anomaly",
  "temperature",
  "lube",
  "low",
  "high",
  "battery",
  "fft",
  "suspect_data",
  "oee",
  "sensor_anomaly",
] as const;

/** Sensor controller types (part 2 §9). */
export const ControllerType = {
  BANNER: 1,
  ULTRASOUND: 2,
  ULTRASOUND_WHITE_RIVER: 3,
  COUNTER: 4,
  NCD: 5,
} as const;
export type ControllerType = ValueOf<typeof ControllerType>;

/** Data-set codes for sensor models: 1 to 26 and 999. */
export const SENSOR_DATA_SETS: readonly number[] = [...Array.from({ length: 26 }, (_, i) => i + 1), 999];

export const SENSOR_FAMILIES = ["Banner", "NCD", "SDT", "Lube Matrix", "Pulsar", "Perma", "CM1L"] as const;

export const RPM_SOURCES = [
  "line_speed",
  "specification",
  "manual",
  "max_peak_frequency",
  "external",
] as const;

export const TIME_WAVEFORM_TYPES = ["standard", "envelope"] as const;

export const GRAPH_SOURCE_TYPES = [
  "graph",
  "manual",
  "rebaseline",
  "dxm",
  "acknowledge_rebaseline",
  "controller_registers",
  "sensor_update_rebaseline",
] as const;

/** Equipment detail tabs carry a request type (part 1 §2.3). */
export const RequestType = { PURCHASE: 1, SERVICE: 2 } as const;
export type RequestType = ValueOf<typeof RequestType>;

export const SERVICE_TYPES = ["refurbishment", "fabrication", "repair"] as const;
export const REQUISITION_PRIORITIES = [
  "health_and_safety",
  "production_loss",
  "cost_reduction",
  "future_opportunity",
] as const;
export const MAINTENANCE_TYPES = ["breakdown", "setup", "pm"] as const;
export const RECURRENCES = ["weekly", "monthly", "yearly"] as const;
export const SCHEDULE_UNITS = ["minute", "hour", "day"] as const;
export const SCHEDULE_PERIODS = ["day", "week", "month", "custom_range"] as const;
export const ALARM_CASES = ["warning_alarm", "low_high"] as const;

export const TRANSPORT_TYPES = ["HTTP", "MQTT"] as const;
export const NETWORK_MODES = ["performance", "multihop"] as const;
export const CONNECTION_TYPES = ["cell_modem", "customer_connection"] as const;
export const CONVEYOR_ORIGIN_TYPES = ["auto", "work_break", "deviation", "further_below_run_rate"] as const;

export const TWO_FACTOR_METHODS = ["sms", "authenticator"] as const;

/** Notification type ids run 1 to 17, alert type ids 1 to 26 (names not specified). */
export const NOTIFICATION_TYPE_IDS: readonly number[] = Array.from({ length: 17 }, (_, i) => i + 1);
export const ALERT_TYPE_IDS: readonly number[] = Array.from({ length: 26 }, (_, i) => i + 1);
