/**
 * The part of the Canvas 2D API the renderer uses, written structurally so that a browser
 * CanvasRenderingContext2D and @napi-rs/canvas's context both fit without importing either.
 * Style properties are `unknown` because we only ever write them.
 */
export interface MemeCanvasContext {
  font: string;
  textAlign: string;
  direction: string;
  textBaseline: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  miterLimit: number;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  // `any`: each platform accepts its own image types (HTMLImageElement, @napi-rs Image, canvases).
  drawImage(image: any, dx: number, dy: number, dw: number, dh: number): void;
}

/** Anything drawImage accepts that knows its size: an image element, ImageBitmap, canvas, @napi-rs Image. */
export type MemeImage = { readonly width: number; readonly height: number };
