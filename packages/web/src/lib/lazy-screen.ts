import { type ComponentType, createElement, lazy } from "react";

/** Loads one screen's code: `() => import("./alarms-page").then((m) => m.AlarmsPage)`. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A feature's screens by route-table pattern (app/route-table.ts), each loaded on demand. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

/** A screen's chunk did not arrive (offline, or a release replaced it): the page offers a reload. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super("The screen's code could not be loaded", { cause });
    this.name = "ScreenLoadError";
  }
}

/** A screen whose code arrives in its own chunk. */
export interface LazyScreen {
  /** Starts fetching the chunk (idempotent): called at navigation so it loads beside the session. */
  preload: () => Promise<unknown>;
  /** The component to render under a Suspense boundary. */
  Component: ComponentType;
  /**
   * After a failed load has been shown: the next mount of `Component` loads afresh (React.lazy
   * would keep the failure for good). Called by the boundary that caught it (LazyPage).
   */
  forgetFailure: () => void;
}

/**
 * One loader shared by `preload` and `React.lazy`, so a chunk started at navigation is the one
 * the render waits for. A failed load is forgotten, so the next attempt (a preload, a new visit
 * of the page) fetches again instead of repeating the old failure.
 */
export function lazyScreen(load: ScreenLoader): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let failed = false;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        failed = true;
        throw new ScreenLoadError(error);
      },
    );
    return pending;
  };
  let current = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load, as React.lazy is
  const Component = () => createElement(current);
  const forgetFailure = () => {
    if (!failed) return;
    failed = false;
    current = lazy(preload);
  };
  return { preload, Component, forgetFailure };
}
