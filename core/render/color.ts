// Just enough CSS colour reading to keep captions legible; anything unparsed is left alone.

const NAMED: Record<string, [number, number, number]> = { black: [0, 0, 0], white: [255, 255, 255] };

/** Relative luminance (0–1) of a #rgb, #rrggbb, rgb()/rgba() or black/white colour; undefined otherwise. */
export function luminance(color: string): number | undefined {
  const rgb = parseRgb(color.trim().toLowerCase());
  if (!rgb) return undefined;
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The outline for a caption with its own fill colour: the style's outline when it contrasts, else
 * white for dark text and black for light text (black text on a black outline is unreadable).
 */
export function contrastingOutline(fill: string, outline: string): string {
  const fillLight = luminance(fill);
  const outlineLight = luminance(outline);
  if (fillLight === undefined || outlineLight === undefined) return outline;
  if (Math.abs(fillLight - outlineLight) >= 0.3) return outline;
  return fillLight < 0.5 ? '#ffffff' : '#000000';
}

function parseRgb(color: string): [number, number, number] | undefined {
  if (NAMED[color]) return NAMED[color];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(color);
  if (short) return [parseInt(short[1]! + short[1], 16), parseInt(short[2]! + short[2], 16), parseInt(short[3]! + short[3], 16)];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/.exec(color);
  if (long) return [parseInt(long[1]!, 16), parseInt(long[2]!, 16), parseInt(long[3]!, 16)];
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(color);
  if (functional) return [Number(functional[1]), Number(functional[2]), Number(functional[3])];
  return undefined;
}
