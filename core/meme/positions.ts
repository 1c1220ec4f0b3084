// Where a caption may sit, shared by the design codec (core/meme/design.ts), the template shapes
// and the layout. A module of its own, without zod, so the browser can read the list without
// bundling the codec, and so the codec and the template shapes need not import each other.

/** Every caption position kind of the spec. */
export const TEXT_POSITION_KINDS = ['top', 'bottom', 'center', 'custom'] as const;
export type TextPositionKind = (typeof TEXT_POSITION_KINDS)[number];
