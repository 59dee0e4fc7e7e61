import { CircleAlertIcon } from "lucide-react";
import { Component, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type LazyScreen, ScreenLoadError } from "@/lib/lazy-screen";
import { PageSkeleton } from "./page-skeleton";

/**
 * A screen whose code is fetched on demand: the page skeleton while its chunk is on the way, and
 * an honest "could not be loaded" with a reload when it fails (a reload also picks up a new
 * release whose chunks replaced the ones this page knew).
 */
export function LazyPage({
  screen,
  fallback = <PageSkeleton />,
  frameClassName,
}: {
  screen: LazyScreen;
  fallback?: ReactNode;
  /** A frame for the waiting and failed states, where the screen brings its own layout. */
  frameClassName?: string;
}) {
  const framed = (content: ReactNode) =>
    frameClassName ? <div className={frameClassName}>{content}</div> : content;
  return (
    <ScreenLoadBoundary failure={framed(<PageLoadError />)} onFailure={screen.forgetFailure}>
      <Suspense fallback={framed(fallback)}>
        <screen.Component />
      </Suspense>
    </ScreenLoadBoundary>
  );
}

/** Catches a chunk that failed to load; any other error goes on to the boundaries above. */
interface BoundaryProps {
  failure: ReactNode;
  /** Told once the failure is on screen, so that the next visit loads afresh. */
  onFailure: () => void;
  children: ReactNode;
}

class ScreenLoadBoundary extends Component<BoundaryProps, { failed: unknown }> {
  override state: { failed: unknown } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ScreenLoadError) this.props.onFailure();
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ScreenLoadError)) throw failed;
    return this.props.failure;
  }
}

function PageLoadError() {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {t("common.pageLoadError")}
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          {t("common.reload")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
