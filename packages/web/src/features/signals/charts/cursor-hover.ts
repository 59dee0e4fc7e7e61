/**
 * The line under the pointer (or a finger) as a small store outside React state: moving the mouse
 * redraws only what shows it (the pointer line, the readout, the touch button), not the whole
 * spectrum of 25 600 lines with its markers and labels.
 */
import { useSyncExternalStore } from "react";

/** The line under the pointer or a finger, and the peak a click there would pick. */
export interface SpectrumHover {
  hz: number;
  touch: boolean;
  peakHz: number;
}

export interface HoverStore {
  get: () => SpectrumHover | null;
  set: (hover: SpectrumHover | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createHoverStore(): HoverStore {
  let current: SpectrumHover | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (hover) => {
      if (hover === current) return;
      current = hover;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current hover, re-rendering the caller when it changes. */
export function useHover(store: HoverStore): SpectrumHover | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The peak a finger last read (null under a mouse); re-renders the caller only when that changes. */
export function useTouchedPeak(store: HoverStore): number | null {
  const touched = () => {
    const hover = store.get();
    return hover?.touch ? hover.peakHz : null;
  };
  return useSyncExternalStore(store.subscribe, touched, touched);
}
