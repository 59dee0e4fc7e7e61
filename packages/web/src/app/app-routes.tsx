import { Route, Switch } from "wouter";
import { NotFoundPage } from "@/features/common/not-found-page";
import { RoutePage } from "./route-page";
import { APP_ROUTES } from "./route-table";

/** The authenticated area's screens; anything else is "not found". */
export function AppRoutes({ signedIn }: { signedIn: boolean }) {
  return (
    <Switch>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params) => <RoutePage route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <NotFoundPage signedIn={signedIn} />
      </Route>
    </Switch>
  );
}
