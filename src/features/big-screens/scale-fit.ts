/**
 * How a wall display designed at 1920 × 1080 fits a box of any size (docs/requirements.md §2 big screens): scaled as a
 * whole, never stretched, centred with bars on the two sides that are left over (letterboxed), so it never scrolls.
 */

export const DESIGN = { width: 1920, height: 1080 } as const;

export interface Size {
  width: number;
  height: number;
}

export interface Fit {
  scale: number;
  /** where the scaled design starts in the box, in the box's pixels */
  offsetX: number;
  offsetY: number;
}

/** A box with no size yet (hidden, not laid out) keeps the design as it is rather than collapsing to nothing. */
export function fitScale(box: Size, design: Size = DESIGN): Fit {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (!valid(box.width) || !valid(box.height) || !valid(design.width) || !valid(design.height)) {
    return { scale: 1, offsetX: 0, offsetY: 0 };
  }
  const scale = Math.min(box.width / design.width, box.height / design.height);
  return {
    scale,
    offsetX: (box.width - design.width * scale) / 2,
    offsetY: (box.height - design.height * scale) / 2,
  };
}

/** The CSS transform of the design box (origin top left). */
export const fitTransform = ({ scale, offsetX, offsetY }: Fit): string =>
  `translate(${offsetX.toFixed(2)}px, ${offsetY.toFixed(2)}px) scale(${scale.toFixed(5)})`;
