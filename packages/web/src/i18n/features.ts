import * as alarms from "@/features/alarms/i18n";
import * as auth from "@/features/auth/i18n";
import * as companies from "@/features/companies/i18n";
import * as controllers from "@/features/controllers/i18n";
import * as distributors from "@/features/distributors/i18n";
import * as equipment from "@/features/equipment/i18n";
import * as hierarchy from "@/features/hierarchy/i18n";
import * as library from "@/features/library/i18n";
import * as maintenanceReference from "@/features/maintenance-reference/i18n";
import * as notifications from "@/features/notifications/i18n";
import * as outbox from "@/features/outbox/i18n";
import * as plants from "@/features/plants/i18n";
import * as profile from "@/features/profile/i18n";
import * as requisitions from "@/features/requisitions/i18n";
import * as requisitionsDashboard from "@/features/requisitions/i18n-dashboard";
import * as rfqs from "@/features/rfqs/i18n";
import * as roles from "@/features/roles/i18n";
import * as search from "@/features/search/i18n";
import * as sensors from "@/features/sensors/i18n";
import * as settingsLibrary from "@/features/settings-library/i18n";
import * as signals from "@/features/signals/i18n";
import * as success from "@/features/success/i18n";
import * as teams from "@/features/teams/i18n";
import * as users from "@/features/users/i18n";
import * as workOrders from "@/features/work-orders/i18n";

/** Each feature's own strings; their top-level keys must not collide with en.ts or each other. */
export const FEATURE_RESOURCES: readonly { en: object; es: object }[] = [
  alarms,
  auth,
  companies,
  controllers,
  distributors,
  equipment,
  hierarchy,
  library,
  maintenanceReference,
  notifications,
  outbox,
  plants,
  profile,
  requisitions,
  requisitionsDashboard,
  rfqs,
  roles,
  search,
  sensors,
  settingsLibrary,
  signals,
  success,
  teams,
  users,
  workOrders,
];
