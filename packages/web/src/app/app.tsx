import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type Parser, Redirect, Route, Switch, useLocation, useRouter } from "wouter";
import { PageVisitTracker } from "@/auth/page-visits";
import { LazyPage } from "@/components/guard/lazy-page";
import { Skeleton } from "@/components/ui/skeleton";
import { LoginLayout } from "@/features/auth/login-layout";
import { SignInPage } from "@/features/auth/sign-in-page";
import { type LazyScreen, lazyScreen } from "@/lib/lazy-screen";
import { preloadRoute } from "./route-preload";

/**
 * The signed-in shell (top bar, sidebar, the route table's pages) is not part of the first load:
 * sign-in does not need it. Asked for a page, it loads beside that page's screen and the session.
 */
const AUTHENTICATED_AREA = lazyScreen(() => import("./authenticated-area").then((m) => m.AuthenticatedArea));

/** The public chart carries the chart library: it loads only when asked for. */
const GRAPH_PAGE = lazyScreen(() => import("@/features/graph/graph-page").then((m) => m.GraphPage));

/** The login area's other screens: sign-in is the first page, these come later or by a link. */
const SECOND_FACTOR_PAGE = lazyScreen(() =>
  import("@/features/auth/second-factor-page").then((m) => m.SecondFactorPage),
);
const FORGOT_PASSWORD_PAGE = lazyScreen(() =>
  import("@/features/auth/forgot-password-page").then((m) => m.ForgotPasswordPage),
);
const RESET_PASSWORD_PAGE = lazyScreen(() =>
  import("@/features/auth/reset-password-page").then((m) => m.ResetPasswordPage),
);
const REMOTE_LOGIN_PAGE = lazyScreen(() =>
  import("@/features/auth/remote-login-page").then((m) => m.RemoteLoginPage),
);

/** The frames of the signed-in shell's loading state (authenticated-area.tsx) and the public chart. */
const SHELL_FRAME = "mx-auto max-w-5xl p-6";
const GRAPH_FRAME = "mx-auto max-w-4xl p-6";

/**
 * Starts loading the code `path` needs. The login area fetches the signed-in shell (and the second
 * factor's step) once the page is idle, so what follows signing in does not wait for its code.
 */
function preloadFor(parser: Parser, path: string): (() => void) | undefined {
  if (path.startsWith("/graph/")) return undefined;
  if (path === "/login" || path.startsWith("/login/")) {
    return whenIdle(() => {
      AUTHENTICATED_AREA.preload().catch(() => {});
      SECOND_FACTOR_PAGE.preload().catch(() => {});
    });
  }
  AUTHENTICATED_AREA.preload().catch(() => {});
  preloadRoute(parser, path);
  return undefined;
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

/** A login-area card on its way. */
function LoginPageLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

const loginPage = (screen: LazyScreen) => <LazyPage screen={screen} fallback={<LoginPageLoading />} />;

/** The login area's screens, each in the login layout. */
const LOGIN_PAGES: readonly (readonly [path: string, page: ReactNode])[] = [
  ["/login/sign-in", <SignInPage key="sign-in" />],
  ["/login/two-factor", loginPage(SECOND_FACTOR_PAGE)],
  ["/login/password/forgot", loginPage(FORGOT_PASSWORD_PAGE)],
  ["/login/password/reset/:token", loginPage(RESET_PASSWORD_PAGE)],
  ["/login/remote", loginPage(REMOTE_LOGIN_PAGE)],
];

/** Top-level routes: the login area, the public chart, and the authenticated app (spec part 1 §2). */
export function App() {
  const [location] = useLocation();
  const { parser } = useRouter();
  // The screen's code starts loading at navigation, beside the session check, not after it.
  useEffect(() => preloadFor(parser, location), [parser, location]);
  return (
    <>
      <PageVisitTracker />
      <Switch>
        <Route path="/login">
          <Redirect to="/login/sign-in" replace />
        </Route>
        {LOGIN_PAGES.map(([path, page]) => (
          <Route key={path} path={path}>
            <LoginLayout>{page}</LoginLayout>
          </Route>
        ))}
        <Route path="/graph/:sensorId">
          <LazyPage screen={GRAPH_PAGE} frameClassName={GRAPH_FRAME} />
        </Route>
        <Route>
          <LazyPage screen={AUTHENTICATED_AREA} frameClassName={SHELL_FRAME} />
        </Route>
      </Switch>
    </>
  );
}
