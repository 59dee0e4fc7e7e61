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

/** Top-level routes: the login area, the public chart, and the authenticated app (spec part 1 §2). */
export function App() {
  return (
    <>
      <PageVisitTracker />
      <Switch>
        <Route path="/login">
          <Redirect to="/login/sign-in" replace />
        </Route>
        <Route path="/login/sign-in">
          <LoginLayout>
            <SignInPage />
          </LoginLayout>
        </Route>
        <Route path="/login/two-factor">
          <LoginLayout>
            <SecondFactorPage />
          </LoginLayout>
        </Route>
        <Route path="/login/password/forgot">
          <LoginLayout>
            <ForgotPasswordPage />
          </LoginLayout>
        </Route>
        <Route path="/login/password/reset/:token">
          <LoginLayout>
            <ResetPasswordPage />
          </LoginLayout>
        </Route>
        <Route path="/login/remote">
          <LoginLayout>
            <RemoteLoginPage />
          </LoginLayout>
        </Route>
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
