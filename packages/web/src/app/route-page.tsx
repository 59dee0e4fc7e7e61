import { isValidRouteId } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { LazyPage } from "@/components/guard/lazy-page";
import { RouteGuard } from "@/components/guard/route-guard";
import { ComingSoon } from "@/features/common/coming-soon";
import { NotFoundPage } from "@/features/common/not-found-page";
import { type AppRoute, idParams, type RouteParams } from "./route-table";
import { SCREENS } from "./screens";

/** One entry of the route table: redirect, id check, guard, then the page or its placeholder. */
export function RoutePage({ route, params }: { route: AppRoute; params: RouteParams }) {
  const { t } = useTranslation();
  if (route.redirect) {
    const to = typeof route.redirect === "function" ? route.redirect(params) : route.redirect;
    return <Redirect to={to} replace />;
  }
  if (!idParams(params).every((id) => isValidRouteId(id))) return <NotFoundPage />;

  const screen = SCREENS[route.path];
  const tabs = typeof route.tabs === "function" ? route.tabs(params) : route.tabs;
  const subtitle = route.record
    ? recordSubtitle(t, t(route.titleKey ?? "pages.comingSoon"), params.id)
    : route.detailKey
      ? t(route.detailKey)
      : undefined;
  return (
    <RouteGuard>
      {screen ? (
        <LazyPage screen={screen} />
      ) : (
        <ComingSoon title={t(route.titleKey ?? "pages.comingSoon")} subtitle={subtitle} tabs={tabs} />
      )}
    </RouteGuard>
  );
}
