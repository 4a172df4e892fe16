// React's scheduler (the `scheduler` package react-dom runs its concurrent work on) ships no
// declarations; this is the one function the site calls (renderInOnePiece.ts).
declare module 'scheduler' {
  /**
   * Sets how long React's concurrent work runs before it yields to the browser: slices of
   * `1000 / fps` ms (0 < fps ≤ 125), or React's default 5 ms with `fps` 0.
   */
  export function unstable_forceFrameRate(fps: number): void;
}
