import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRouter } from "wouter";
import { preloadRoute } from "./route-preload";
import { APP_ROUTES } from "./route-table";
import { SCREENS } from "./screens";

/** The router's own pattern parser, as the app passes it. */
const { parser: parse } = renderHook(() => useRouter()).result.current;

/** Spies on every screen's preload; the loaders themselves never run. */
function spyOnScreens() {
  return Object.fromEntries(
    Object.entries(SCREENS).map(([pattern, screen]) => [
      pattern,
      vi.spyOn(screen, "preload").mockResolvedValue({ default: () => null }),
    ]),
  );
}

function preloaded(spies: ReturnType<typeof spyOnScreens>): string[] {
  return Object.entries(spies)
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([pattern]) => pattern);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("preloading a route's screen at navigation", () => {
  it.each([
    ["/maintenance/work-orders", "/maintenance/work-orders"],
    ["/maintenance/work-orders/12", "/maintenance/work-orders/:id"],
    ["/ncd/8/fft/472", "/ncd/:id/fft/:fftId"],
    // Redirects are followed to the screen they end on.
    ["/", "/dashboard/plant"],
    ["/dashboard", "/dashboard/plant"],
    ["/equipments/27/details", "/equipments/:id/details/main"],
  ])("%s starts loading %s and nothing else", (path, pattern) => {
    const spies = spyOnScreens();
    preloadRoute(parse, path);
    expect(preloaded(spies)).toEqual([pattern]);
  });

  it.each([
    ["a route not built yet", "/master-import"],
    ["an unknown path", "/no/such/page"],
  ])("loads nothing for %s", (_label, path) => {
    const spies = spyOnScreens();
    preloadRoute(parse, path);
    expect(preloaded(spies)).toEqual([]);
  });

  it("swallows a failed preload: the page's render shows it", async () => {
    const failing = vi.spyOn(SCREENS["/outbox"]!, "preload").mockRejectedValue(new Error("offline"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      preloadRoute(parse, "/outbox");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("knows every screen by a pattern of the route table", () => {
    const patterns = new Set(APP_ROUTES.filter((route) => !route.redirect).map((route) => route.path));
    expect(Object.keys(SCREENS).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});
