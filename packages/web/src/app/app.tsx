import type { ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { PageVisitTracker } from "@/auth/page-visits";
import { ForgotPasswordPage } from "@/features/auth/forgot-password-page";
import { LoginLayout } from "@/features/auth/login-layout";
import { RemoteLoginPage } from "@/features/auth/remote-login-page";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";
import { SecondFactorPage } from "@/features/auth/second-factor-page";
import { SignInPage } from "@/features/auth/sign-in-page";
import { GraphPage } from "@/features/graph/graph-page";
import { AuthenticatedArea } from "./authenticated-area";

/** The login area's screens, each in the login layout. */
const LOGIN_PAGES: readonly (readonly [path: string, page: ComponentType])[] = [
  ["/login/sign-in", SignInPage],
  ["/login/two-factor", SecondFactorPage],
  ["/login/password/forgot", ForgotPasswordPage],
  ["/login/password/reset/:token", ResetPasswordPage],
  ["/login/remote", RemoteLoginPage],
];

/** Top-level routes: the login area, the public chart, and the authenticated app (spec part 1 §2). */
export function App() {
  return (
    <>
      <PageVisitTracker />
      <Switch>
        <Route path="/login">
          <Redirect to="/login/sign-in" replace />
        </Route>
        {LOGIN_PAGES.map(([path, Page]) => (
          <Route key={path} path={path}>
            <LoginLayout>
              <Page />
            </LoginLayout>
          </Route>
        ))}
        <Route path="/graph/:sensorId">
          <GraphPage />
        </Route>
        <Route>
          <AuthenticatedArea />
        </Route>
      </Switch>
    </>
  );
}
