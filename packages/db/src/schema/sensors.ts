/**
 * Sensors, controllers (gateways) and their settings. Spec part 1 §3 "Sensor", "Controller",
 * "Threshold settings"; part 2 §3 (level zones), §4 (gain adjustment, sensor level types), §7 "Sensors",
 * §9 (controller types, data sets, FFT Hz limits, transport, network modes, indicator thresholds).
 *
 * Tenancy: controllers and sensors carry company_id and plant_id (a sensor's are copied from its item
 * or, for an unattached sensor, from its controller). Their time series live in readings.ts.
 *
 * Enumerations (numbers are ours where the spec gives none) live in @plantwise/shared `sensors.ts`.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { equipmentItems } from "./assets";
import { bytea, createdAt, series, timestamps } from "./columns";
import { users } from "./identity";
import { equipmentTypes } from "./library";
import { companyId, plantScope } from "./references";

/**
 * A gateway. The device token authenticates POST /api/ingest/readings: only its SHA-256 is stored
 * (token_hash); the token itself is shown once, when created or rotated. token_prefix (the first
 * characters) lets a user tell tokens apart without revealing them.
 */
export const controllers = pgTable(
  "controllers",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    /** Hardware id printed on the gateway (MAC or serial), unique in the company. */
    serial_number: text("serial_number").notNull(),
    /** ControllerType: banner 1, ultrasound 2, ultrasound white river 3, counter 4, NCD 5. */
    type: smallint("type").notNull(),
    /** ConnectionType: 1 cell modem, 2 customer connection. */
    connection_type: smallint("connection_type").notNull().default(1),
    binding_code: text("binding_code"),
    cloud_connection_type: text("cloud_connection_type"),
    router_sim_card_number: text("router_sim_card_number"),
    router_serial_number: text("router_serial_number"),
    communicate_method: text("communicate_method"),
    /** "HTTP" or "MQTT". */
    transport: text("transport").notNull().default("HTTP"),
    /** "performance" or "multihop". */
    network_mode: text("network_mode").notNull().default("performance"),
    firmware_version: text("firmware_version"),
    token_hash: text("token_hash").notNull(),
    token_prefix: text("token_prefix").notNull(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }),
    /** Controllers carry temperature level zones (part 2 §3), °C. */
    temperature_warning_zone: doublePrecision("temperature_warning_zone"),
    temperature_alarm_zone: doublePrecision("temperature_alarm_zone"),
    is_archived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("controllers_plant_idx").on(t.plant_id),
    uniqueIndex("controllers_token_uq").on(t.token_hash),
    uniqueIndex("controllers_serial_uq").on(t.company_id, sql`lower(${t.serial_number})`),
  ],
);

/**
 * A command sent to a gateway (FFT request, equipment RPM, gain adjustment, configuration, reboot…)
 * and its outcome. status: CommandStatus (FAIL 0, SUCCESS 1, PROCESS 2, CONTROLLER_TIMEOUT 3, the
 * gain-adjustment results of part 2 §4, used for every command). The gateway collects pending
 * commands with its readings and answers them on its next post.
 */
export const controllerCommands = pgTable(
  "controller_commands",
  {
    id: serial("id").primaryKey(),
    company_id: companyId(),
    controller_id: integer("controller_id")
      .notNull()
      .references(() => controllers.id, { onDelete: "cascade" }),
    sensor_id: integer("sensor_id").references(() => sensors.id, { onDelete: "set null" }),
    /** "fft_request", "equipment_rpm", "gain_adjustment", "config", "reboot", "ping". */
    command: text("command").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: smallint("status").notNull().default(2),
    response: jsonb("response").$type<Record<string, unknown>>(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    completed_at: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("controller_commands_controller_idx").on(t.controller_id, t.created_at),
    index("controller_commands_pending_idx").on(t.controller_id).where(sql`${t.status} = 2`),
  ],
);

/**
 * A sensor. `serial_number` is the device's own id as the gateway reports it (part 1's "sensorId"
 * field as seen by hardware); `id` is ours. Attached to an equipment item (position orders the item's
 * sensors, PUT /equipments/{itemId}/sensors/positions) or waiting unattached on its controller.
 */
export const sensors = pgTable(
  "sensors",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    equipment_item_id: integer("equipment_item_id").references(() => equipmentItems.id, {
      onDelete: "set null",
    }),
    controller_id: integer("controller_id").references(() => controllers.id, { onDelete: "set null" }),
    parent_sensor_id: integer("parent_sensor_id").references((): AnyPgColumn => sensors.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    serial_number: text("serial_number").notNull(),
    /** One of SENSOR_FAMILIES: Banner, NCD, SDT, Lube Matrix, Pulsar, Perma, CM1L. */
    family: text("family").notNull(),
    /** ControllerType of the sensor (part 1 §3 "type (controller type)"). */
    type: smallint("type").notNull(),
    /** Data-set code 1…26 or 999. */
    data_set: smallint("data_set").notNull().default(1),
    /** PowerType: 1 battery, 2 line powered. */
    power_type: smallint("power_type").notNull().default(1),
    port_number: integer("port_number"),
    position: integer("position").notNull().default(0),
    /** Latest signal strength and battery, 0–100 (indicator thresholds 40/66/80). */
    rssi: smallint("rssi"),
    battery: smallint("battery"),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }),
    is_inactive: boolean("is_inactive").notNull().default(false),
    is_archived: boolean("is_archived").notNull().default(false),
    /** RpmSource 1…5 (line speed, specification, manual, max peak frequency, external). */
    rpm_source: smallint("rpm_source"),
    rpm_value: doublePrecision("rpm_value"),
    // Displayed settings (part 1 §3).
    gain: doublePrecision("gain").notNull().default(1),
    firmware_version: text("firmware_version"),
    boot_time: timestamp("boot_time", { withTimezone: true }),
    /** Sample duration of a waveform capture, ms. */
    sample_duration_ms: integer("sample_duration_ms"),
    /** Output data rate, Hz. */
    output_data_rate: integer("output_data_rate"),
    frequency_range: text("frequency_range"),
    low_pass_filter: doublePrecision("low_pass_filter"),
    high_pass_filter: doublePrecision("high_pass_filter"),
    low_cut_filter: doublePrecision("low_cut_filter"),
    high_cut_filter: doublePrecision("high_cut_filter"),
    /** One of FFT_FMAX_HZ (10600, 5300, 2600, 1300, 650, 325). */
    fmax: integer("fmax").notNull().default(5300),
    run_hour_tracking: boolean("run_hour_tracking").notNull().default(false),
    /** Velocity RMS (mm/s) above which the machine counts as running for run hours. */
    run_threshold: doublePrecision("run_threshold").notNull().default(0.5),
    run_hours: doublePrecision("run_hours").notNull().default(0),
    run_hours_updated_at: timestamp("run_hours_updated_at", { withTimezone: true }),
    reset_rotation: boolean("reset_rotation").notNull().default(false),
    /**
     * The public single-chart page /graph/{sensorId} (no sign-in, part 1 §2.1) shows this sensor's
     * last day of one parameter only when someone in its company switched sharing on.
     */
    is_public_graph: boolean("is_public_graph").notNull().default(false),
    /** Where on the item it is mounted, e.g. "DE horizontal". */
    location: text("location"),
    ...timestamps(),
  },
  (t) => [
    index("sensors_plant_idx").on(t.plant_id),
    index("sensors_item_idx").on(t.equipment_item_id, t.position),
    index("sensors_controller_idx").on(t.controller_id),
    uniqueIndex("sensors_serial_uq").on(t.company_id, sql`lower(${t.serial_number})`),
  ],
);

/** A row of one sensor's own, deleted with the sensor. */
export const sensorId = () =>
  integer("sensor_id")
    .notNull()
    .references(() => sensors.id, { onDelete: "cascade" });

/**
 * Level zones and threshold settings of one sensor parameter (part 1 §3 "Threshold settings",
 * part 2 §3 "Level zones"). Zones are absolute values in the parameter's base unit; `baseline` is the
 * value a re-baseline measured, from which warning and alarm deltas set the zones.
 */
export const sensorLevelZones = pgTable(
  "sensor_level_zones",
  {
    id: serial("id").primaryKey(),
    ...series(sensorId()),
    /** SensorLevelType of the zone (part 2 §4), usually warning/alarm; "custom" when set by hand. */
    level_type: smallint("level_type").notNull().default(5),
    warning_zone: doublePrecision("warning_zone"),
    alarm_zone: doublePrecision("alarm_zone"),
    baseline: doublePrecision("baseline"),
    /** GraphSourceType that last set the zones (graph, manual, rebaseline, …). */
    source_type: smallint("source_type").notNull().default(2),
    acute_samples: integer("acute_samples").notNull().default(1),
    stable_samples: integer("stable_samples").notNull().default(3),
    samples_to_alarm: integer("samples_to_alarm").notNull().default(3),
    samples_to_settle: integer("samples_to_settle").notNull().default(3),
    extra_vibration_multiplier: doublePrecision("extra_vibration_multiplier").notNull().default(1.5),
    further_below_run_rate_percent: doublePrecision("further_below_run_rate_percent"),
    stop_time_minutes: integer("stop_time_minutes"),
    warm_up_minutes: integer("warm_up_minutes").notNull().default(0),
    cool_down_minutes: integer("cool_down_minutes").notNull().default(0),
    baseline_delta: doublePrecision("baseline_delta"),
    warning_delta: doublePrecision("warning_delta"),
    alarm_delta: doublePrecision("alarm_delta"),
    updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("sensor_level_zones_uq").on(t.sensor_id, t.parameter_type, t.axis)],
);

/** Derived parameters: an expression over a sensor's readings (GET/POST /sensors/formulas). */
export const sensorFormulas = pgTable(
  "sensor_formulas",
  {
    id: serial("id").primaryKey(),
    company_id: companyId(),
    sensor_id: sensorId(),
    name: text("name").notNull(),
    /** An expression of {value} (the source parameter's reading), as item RPM formulas. */
    expression: text("expression").notNull(),
    parameter_type: smallint("parameter_type").notNull(),
    unit: text("unit"),
    ...timestamps(),
  },
  (t) => [index("sensor_formulas_sensor_idx").on(t.sensor_id)],
);

/** Gain adjustments (PUT /sensors/{id}/gain-adjustment): type INCREASE/DECREASE/RESET, result 0–3. */
export const gainAdjustments = pgTable(
  "gain_adjustments",
  {
    id: serial("id").primaryKey(),
    sensor_id: sensorId(),
    command_id: integer("command_id").references(() => controllerCommands.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    result: smallint("result").notNull().default(2),
    gain_before: doublePrecision("gain_before").notNull(),
    gain_after: doublePrecision("gain_after"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    completed_at: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("gain_adjustments_sensor_idx").on(t.sensor_id, t.created_at)],
);

/** Metric multi-views of an item: several graphs (sensor × parameter × axis) shown together. */
export const metricMultiViews = pgTable(
  "metric_multi_views",
  {
    id: serial("id").primaryKey(),
    company_id: companyId(),
    equipment_item_id: integer("equipment_item_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [index("metric_multi_views_item_idx").on(t.equipment_item_id)],
);

export const metricMultiViewGraphs = pgTable(
  "metric_multi_view_graphs",
  {
    id: serial("id").primaryKey(),
    multi_view_id: integer("multi_view_id")
      .notNull()
      .references(() => metricMultiViews.id, { onDelete: "cascade" }),
    ...series(sensorId()),
    position: integer("position").notNull().default(0),
    /** Graph thresholds (POST /metric-multi-views/{id}/graphs/{graphId}/thresholds). */
    warning_threshold: doublePrecision("warning_threshold"),
    alarm_threshold: doublePrecision("alarm_threshold"),
  },
  (t) => [index("metric_multi_view_graphs_view_idx").on(t.multi_view_id, t.position)],
);

/**
 * A spectral band whose energy is trended for every capture: 0.8–1.2× running speed, BPFO ± 2 %,
 * 1–5 kHz… Defined for an item type (every sensor on an item of that type, the type's vibration
 * analysis bands) or for one sensor. Its values are readings of parameter type
 * BAND_PARAMETER_BASE + id (@plantwise/shared bandParameterType), one per capture and axis, so they
 * trend, chart and carry level zones like any parameter; warning/alarm here seed the zones of each
 * series the first time it gets a value.
 *
 * basis (BandBasis): 1 orders — low/high are multiples of running speed; 2 hz — low/high in Hz;
 * 3 fault — `fault` names a fault frequency (bpfo, bpfi, bsf, ftf, gear_mesh, vane_pass,
 * blade_pass, belt, line) and the band is that frequency ± tolerance_percent.
 * spectrum (BandSpectrum): 1 velocity (mm/s RMS), 2 acceleration (g RMS), 3 envelope (gE RMS).
 */
export const spectralBands = pgTable(
  "spectral_bands",
  {
    id: serial("id").primaryKey(),
    /** Owner of a company's own type band or sensor band; null for a band of a shared library type. */
    company_id: integer("company_id"),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "cascade",
    }),
    sensor_id: integer("sensor_id").references(() => sensors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    basis: smallint("basis").notNull(),
    low: doublePrecision("low"),
    high: doublePrecision("high"),
    fault: text("fault"),
    tolerance_percent: doublePrecision("tolerance_percent"),
    spectrum: smallint("spectrum").notNull().default(1),
    warning_zone: doublePrecision("warning_zone"),
    alarm_zone: doublePrecision("alarm_zone"),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("spectral_bands_type_idx").on(t.equipment_type_id),
    index("spectral_bands_sensor_idx").on(t.sensor_id),
    check("spectral_bands_owner_ck", sql`(${t.equipment_type_id} is null) <> (${t.sensor_id} is null)`),
  ],
);

/**
 * A shared chart (the public page /graph/{token}, part 1 §2.1): one sensor's one parameter on one
 * axis, over a fixed range or "live" (the last 24 hours, both ends null). The link carries a random
 * token; only its SHA-256 is kept, so the table cannot be used to rebuild a link. Revoked or expired
 * links answer exactly like a token that never existed.
 */
export const publicGraphLinks = pgTable(
  "public_graph_links",
  {
    id: serial("id").primaryKey(),
    company_id: companyId(),
    sensor_id: integer("sensor_id")
      .notNull()
      .references(() => sensors.id, { onDelete: "cascade" }),
    parameter_type: smallint("parameter_type").notNull(),
    axis: smallint("axis").notNull().default(0),
    /** SHA-256 of the token in the link. */
    token_hash: bytea("token_hash").notNull(),
    range_from: timestamp("range_from", { withTimezone: true }),
    range_to: timestamp("range_to", { withTimezone: true }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("public_graph_links_token_idx").on(t.token_hash),
    index("public_graph_links_sensor_idx").on(t.sensor_id),
    check(
      "public_graph_links_range_ck",
      sql`(${t.range_from} is null) = (${t.range_to} is null) and (${t.range_from} is null or ${t.range_from} < ${t.range_to})`,
    ),
  ],
);
