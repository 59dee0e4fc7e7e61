import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { deviceTokenStore, tokenStore } from "@/auth/auth-store";
import { plantStore } from "@/state/plant-store";

// findBy…/waitFor wait for the page rather than for a wall clock: on a loaded machine a page may
// take longer than the library's default second to render, which says nothing about the product.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeEach(() => {
  tokenStore.set(null);
  deviceTokenStore.set(null);
  plantStore.set(null);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
