import { itemType, typeOption } from "@/features/library/test-fixtures";
import { makeUser } from "@/test/fixtures";

export { viewerUser } from "@/features/hierarchy/test-fixtures";

const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 24, total });
const empty = { data: [], meta: meta(0) };

const base = {
  company_id: 7,
  plant_id: 3,
  serial_number: null,
  position: 0,
  equipment_subtype_id: null,
  sensor_location: null,
  loc_on_machine: null,
  is_rpm_params_set: false,
  is_rpm_visible: false,
  rpm_source_item: null,
  rpm_value: null,
  created_at: "2026-11-01T10:00:00Z",
  part_number: null,
  plant_name: "Mill North",
  company_name: "Acme Pulp",
  line_speed_rpm: null,
  rpm_node_id: null,
  rpm_node_parameter: null,
  is_equipment_runtime_tracking: false,
  thumb_url: null,
};

export const listRows = [
  {
    ...base,
    id: 101,
    name: "Main drive motor",
    asset_id: 31,
    store_room_id: null,
    is_store_room: false,
    is_limbo: false,
    has_breakdown: true,
    equipment_type_id: 5,
    brand_id: 8,
    brand_model_id: 9,
    brand_name: "Siemens",
    brand_model_name: "1LE1",
    equipment_type_name: "Motor",
    asset_name: "Drive end",
    machine_id: 21,
    machine_name: "Press 1",
    production_line_id: 11,
    production_line_name: "Line A",
    store_room_name: null,
    place: "asset",
  },
  {
    ...base,
    id: 102,
    name: "Spare pump",
    asset_id: null,
    store_room_id: 4,
    is_store_room: true,
    is_limbo: false,
    has_breakdown: false,
    equipment_type_id: 6,
    brand_id: null,
    brand_model_id: null,
    brand_name: null,
    brand_model_name: null,
    equipment_type_name: "Pump",
    asset_name: null,
    machine_id: null,
    machine_name: null,
    production_line_id: null,
    production_line_name: null,
    store_room_name: "Main store",
    place: "store_room",
  },
];

export const details = {
  ...listRows[0]!,
  subtype_brand_id: null,
  subtype_brand_model_id: null,
  bearing_id: null,
  notes: "Check coupling monthly",
  rpm_option_value_id: null,
  external_rpm_id: null,
  rpm_formula: null,
  rpm_external_node_id: null,
  rpm_external_node_parameter: null,
  rpm_external_value: null,
  rpm_external_source_type: null,
  rpm_unit_expression: null,
  updated_at: "2026-11-01T10:00:00Z",
  rated_rpm: 1480,
  de_bearing_id: null,
  nde_bearing_id: null,
  option_values: [
    {
      option_id: 1,
      option_name: "Power",
      unit: "kW",
      value_kind: 2,
      is_card: true,
      option_value_id: null,
      value: "75",
    },
  ],
  child_components: [
    {
      id: 1,
      name: "Coupling",
      equipment_type_id: null,
      brand_id: null,
      brand_model_id: null,
      bearing_id: null,
      quantity: 2,
      notes: null,
      position: 0,
    },
  ],
  pictures: [],
  histories: [
    {
      id: 1,
      action: "moved",
      details: { from: "Store room Main store", to: "Asset Drive end" },
      created_at: "2026-11-02T08:30:00Z",
      user_id: 42,
      user_full_name: "Ana Ruiz",
    },
  ],
  bearing: null,
  de_bearing: null,
  nde_bearing: null,
};

/** The shared item type "Motor" of the items above: a card's power and a list of enclosures. */
export const motorType = itemType(
  [
    typeOption({ id: 1, equipment_type_id: 5, position: 0 }),
    typeOption({
      id: 2,
      equipment_type_id: 5,
      name: "Enclosure",
      unit: null,
      value_kind: 1,
      is_card: false,
      position: 1,
      values: [
        { id: 21, value: "IP55", position: 0 },
        { id: 22, value: "IP65", position: 1 },
      ],
    }),
  ],
  { id: 5, company_id: null, items_count: 1 },
);

/** The procedures every equipment screen calls, answered with the fixtures above. */
export function equipmentHandlers(
  user = makeUser(),
  overrides: Record<string, (input: unknown) => unknown> = {},
) {
  return {
    "auth.user": () => ({ user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "equipments.list": () => ({ data: listRows, meta: meta(listRows.length) }),
    "equipments.health": () => listRows.map((r) => ({ id: r.id, health: "no_data" })),
    "equipments.dashboard": () => ({
      total: 2,
      by_type: [
        { equipment_type_id: 5, equipment_type_name: "Motor", count: 1 },
        { equipment_type_id: 6, equipment_type_name: "Pump", count: 1 },
      ],
      by_place: { asset: 1, store_room: 1, limbo: 0 },
      breakdown_count: 1,
      recently_changed: [],
    }),
    "equipments.get": () => details,
    "equipments.analogues": () => [],
    "productionLines.list": () => empty,
    "machines.list": () => empty,
    "assets.list": () => empty,
    "library.brands.list": () => empty,
    "library.bearings.list": () => empty,
    "library.brandModels.list": () => empty,
    "library.storeRooms.list": () => empty,
    "library.types.list": () => ({ data: [motorType], meta: meta(1) }),
    ...overrides,
  };
}
