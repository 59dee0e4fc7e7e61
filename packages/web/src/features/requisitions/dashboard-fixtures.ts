/** Test data of the requisitions dashboard and the ROI calculator. */
import type { AuthUser } from "@plantwise/api/router";
import { plantAdminRole } from "@/test/fixtures";

type Role = AuthUser["role"];

const grant = (app_section: string) => ({
  app_section,
  is_viewing: true,
  is_creating: true,
  is_updating: true,
  is_deleting: false,
  is_archiving: false,
});

/** A plant superintendent: the fab shop manager of requisitions and of the cost calculator. */
export const fabShopManager: Role = {
  ...plantAdminRole,
  id: 5,
  name: "Plant Superintendent",
  platform_role: 5,
  is_requisitioner: true,
  is_fab_shop_manager: true,
  permissions: [
    ...plantAdminRole.permissions,
    grant("requisitions"),
    grant("requisitions_roi_calculator"),
  ] as Role["permissions"],
} as Role;
