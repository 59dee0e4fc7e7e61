/** Requisitions as the API answers them, and signed-in users requisitions are for, for the web tests. */
import type { AuthUser } from "@plantwise/api/router";
import { makeUser, plantAdminRole } from "@/test/fixtures";

type Role = AuthUser["role"];
type Permission = Role["permissions"][number];

const requisitionsSection = (create: boolean, edit: boolean, remove: boolean): Permission =>
  ({
    app_section: "requisitions",
    is_viewing: true,
    is_creating: create,
    is_updating: edit,
    is_deleting: remove,
    is_archiving: false,
  }) as Permission;

/** A plant admin who manages the fab shop, with every requisitions permission. */
export function fabShopManager(overrides: Partial<AuthUser> = {}): AuthUser {
  return makeUser({
    role: {
      ...plantAdminRole,
      is_fab_shop_manager: true,
      is_requisitioner: true,
      permissions: [...plantAdminRole.permissions, requisitionsSection(true, true, true)],
    } as Role,
    ...overrides,
  });
}

/** A technician who may look at requisitions but not raise them. */
export function viewingTechnician(): AuthUser {
  return makeUser({
    role: {
      ...plantAdminRole,
      is_technic: true,
      permissions: [...plantAdminRole.permissions, requisitionsSection(false, true, false)],
    } as Role,
  });
}

export function requisitionRow(over: Record<string, unknown> = {}) {
  return {
    id: 12,
    plant_id: 3,
    plant_name: "Mill North",
    production_line_id: 11,
    production_line_name: "Line A",
    machine_id: 21,
    machine_name: "Press 1",
    asset_id: 31,
    asset_name: "Drive end",
    equipment_item_id: 101,
    equipment_item_name: "Main drive motor",
    request_type: 1,
    work_type: null,
    priority_reason: "production_loss",
    title: "Spare bearing set",
    description: "Both ends, with seals",
    part_number: "6205-2RS",
    quantity: 2,
    estimated_cost: 180,
    cost: null,
    cost_savings: 1200,
    vendor_id: 4,
    vendor_name: "SKF Canada",
    status: 0,
    needed_by: "2026-04-01",
    fab_shop: null,
    requested_by_id: 42,
    requested_by_name: "Ana Ruiz",
    taken_by_id: null,
    taken_by_name: null,
    approved_at: null,
    completed_at: null,
    status_reason: null,
    created_at: "2026-03-01T14:00:00.000Z",
    updated_at: "2026-03-01T14:00:00.000Z",
    ...over,
  };
}

export function requisitionDetail(over: Record<string, unknown> = {}) {
  return {
    ...requisitionRow(),
    company_id: 7,
    completion_notes: null,
    roi_calculation: null,
    approved_by_id: null,
    approved_by_name: null,
    decided_by_id: null,
    decided_by_name: null,
    decided_at: null,
    taken_at: null,
    completed_by_id: null,
    completed_by_name: null,
    work_order_id: null,
    attachments: [],
    events: [
      {
        id: 1,
        event: "added",
        action: null,
        from_status: null,
        to_status: 0,
        user_id: 42,
        user_name: "Ana Ruiz",
        note: null,
        created_at: "2026-03-01T14:00:00.000Z",
      },
    ],
    actions: [],
    can_edit: false,
    can_delete: false,
    ...over,
  };
}
