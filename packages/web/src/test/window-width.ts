/**
 * Makes `(max-width: Npx)` media queries answer as a window `width` pixels wide would (jsdom has
 * no layout); returns the undo. For components that switch layout by width (use-narrow.ts).
 */
export function windowWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      ...original(query),
      matches: max ? width <= Number(max[1]) : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
