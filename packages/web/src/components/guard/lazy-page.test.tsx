import { fireEvent, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, ScreenLoadError } from "@/lib/lazy-screen";
import { renderWithApp } from "@/test/render";
import { LazyPage } from "./lazy-page";

function Screen() {
  return <h1>Work orders</h1>;
}

function Broken(): never {
  throw new Error("a bug in the screen");
}

/** A loader the test settles by hand. */
function manualLoader() {
  const calls: { resolve: (c: typeof Screen) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Screen>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe("lazyScreen", () => {
  it("loads once for the preload and the render alike", async () => {
    const { load, calls } = manualLoader();
    const screenCode = lazyScreen(load);
    const first = screenCode.preload();
    const second = screenCode.preload();
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.resolve(Screen);
    await expect(first).resolves.toEqual({ default: Screen });
    renderWithApp(<LazyPage screen={screenCode} />);
    expect(await screen.findByRole("heading", { name: "Work orders" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next attempt fetches again", async () => {
    const { load, calls } = manualLoader();
    const screenCode = lazyScreen(load);
    const failed = screenCode.preload();
    calls[0]?.reject(new TypeError("Failed to fetch dynamically imported module"));
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect((error as ScreenLoadError).cause).toBeInstanceOf(TypeError);
    const retried = screenCode.preload();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(Screen);
    await expect(retried).resolves.toEqual({ default: Screen });
  });

  it("shows a page whose first load failed once it is visited again", async () => {
    const { load, calls } = manualLoader();
    const screenCode = lazyScreen(load);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const first = renderWithApp(<LazyPage screen={screenCode} />);
      await screen.findByText("Loading…");
      calls[0]?.reject(new TypeError("Failed to fetch dynamically imported module"));
      await screen.findByRole("alert");
      first.unmount();
      renderWithApp(<LazyPage screen={screenCode} />);
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      calls[1]?.resolve(Screen);
      expect(await screen.findByRole("heading", { name: "Work orders" })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe("LazyPage", () => {
  it("shows the page skeleton while the screen's code is on its way", async () => {
    const { load, calls } = manualLoader();
    renderWithApp(<LazyPage screen={lazyScreen(load)} frameClassName="p-6" />);
    const waiting = await screen.findByText("Loading…");
    expect(waiting.closest("[aria-busy='true']")?.parentElement?.className).toBe("p-6");
    calls[0]?.resolve(Screen);
    expect(await screen.findByRole("heading", { name: "Work orders" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("says the page could not be loaded and offers a reload when its code does not arrive", async () => {
    const { load, calls } = manualLoader();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    // React reports the error its boundary caught; the test reads the page instead.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderWithApp(<LazyPage screen={lazyScreen(load)} />);
      await screen.findByText("Loading…");
      calls[0]?.reject(new TypeError("Failed to fetch dynamically imported module"));
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("This page could not be loaded. Check the connection and reload.");
      fireEvent.click(screen.getByRole("button", { name: "Reload" }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      quiet.mockRestore();
    }
  });

  it("leaves an error of the screen itself to the boundaries above", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderWithApp(
        <Outer>
          <LazyPage screen={lazyScreen(async () => Broken)} />
        </Outer>,
      );
      expect((await screen.findByTestId("outer-boundary")).textContent).toBe("a bug in the screen");
      expect(screen.queryByText(/could not be loaded/)).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });
});

/** Stands for the app's boundaries above a page: shows what reached it. */
class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return <p data-testid="outer-boundary">{this.state.error.message}</p>;
    return this.props.children;
  }
}
