import { screens as alarms } from "@/features/alarms/screens";
import { screens as auth } from "@/features/auth/screens";
import { screens as companies } from "@/features/companies/screens";
import { screens as controllers } from "@/features/controllers/screens";
import { screens as distributors } from "@/features/distributors/screens";
import { screens as equipment } from "@/features/equipment/screens";
import { screens as hierarchy } from "@/features/hierarchy/screens";
import { screens as library } from "@/features/library/screens";
import { screens as maintenanceReference } from "@/features/maintenance-reference/screens";
import { screens as notifications } from "@/features/notifications/screens";
import { screens as outbox } from "@/features/outbox/screens";
import { screens as plants } from "@/features/plants/screens";
import { screens as profile } from "@/features/profile/screens";
import { screens as requisitions } from "@/features/requisitions/screens";
import { screens as rfqs } from "@/features/rfqs/screens";
import { screens as roles } from "@/features/roles/screens";
import { screens as sensors } from "@/features/sensors/screens";
import { screens as settingsLibrary } from "@/features/settings-library/screens";
import { screens as signals } from "@/features/signals/screens";
import { screens as success } from "@/features/success/screens";
import { screens as teams } from "@/features/teams/screens";
import { screens as users } from "@/features/users/screens";
import { screens as workOrders } from "@/features/work-orders/screens";
import { type LazyScreen, lazyScreen, type ScreenLoaders } from "@/lib/lazy-screen";

/** Every feature's screen loaders by route pattern. */
const LOADERS: ScreenLoaders = {
  ...alarms,
  ...auth,
  ...companies,
  ...controllers,
  ...distributors,
  ...equipment,
  ...hierarchy,
  ...library,
  ...maintenanceReference,
  ...notifications,
  ...outbox,
  ...plants,
  ...profile,
  ...requisitions,
  ...rfqs,
  ...roles,
  ...sensors,
  ...settingsLibrary,
  ...signals,
  ...success,
  ...teams,
  ...users,
  ...workOrders,
};

/**
 * Built screens by route pattern, each in its own chunk; a route without one shows the "coming
 * soon" panel. Only these loaders are in the first load, never a screen's code.
 */
export const SCREENS: Readonly<Record<string, LazyScreen>> = Object.fromEntries(
  Object.entries(LOADERS).map(([pattern, load]) => [pattern, lazyScreen(load)]),
);
