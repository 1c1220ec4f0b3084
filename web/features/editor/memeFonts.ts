// The bundled caption fonts in the browser: the same files, order and unicode ranges the server
// draws with (core/render/fonts.ts). Declaring a face costs nothing; a file is fetched only when a
// caption needs one of its characters, and the large CJK declarations load only for CJK text.
import '@fontsource/anton/400.css';
import '@fontsource/comic-neue/700.css';
import '@fontsource/oswald/700.css';
import '@fontsource/fira-sans-extra-condensed/900.css';
import '@fontsource/noto-sans-arabic/900.css';
import '@fontsource/noto-sans-hebrew/900.css';
import '@fontsource/noto-sans-devanagari/900.css';
import '@fontsource/noto-sans-bengali/900.css';
import '@fontsource/noto-sans-telugu/900.css';
import '@fontsource/noto-sans-thai/900.css';
import twemojiUrl from 'twemoji-colr-font/twemoji.woff2?url';
import { captionFonts, EMOJI_FONT, EMOJI_UNICODE_RANGE, FALLBACK_THROUGH_FAMILIES } from '../../../core/render/fonts';
import { toCaptionCapitals } from '../../../core/render/scripts';

/** Whether every face a set of captions needs is loaded; otherwise a promise for when it is. */
export type FontsState = { ready: true } | { ready: false; whenReady: Promise<unknown> };

// Han, kana, Hangul and the CJK punctuation and full-width forms.
const CJK_TEXT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
// About 100 KB of @font-face rules (30 KB gzip each): only fetched once a caption is CJK.
const CJK_STYLESHEETS = [
  () => import('@fontsource/noto-sans-jp/900.css'),
  () => import('@fontsource/noto-sans-kr/900.css'),
  () => import('@fontsource/noto-sans-sc/900.css'),
];
let cjkDeclared: Promise<unknown> | undefined;
let cjkReady = false;
let emojiDeclared = false;

function declareEmoji(): void {
  if (emojiDeclared) return;
  document.fonts.add(new FontFace(EMOJI_FONT.family, `url(${twemojiUrl}) format('woff2')`, { unicodeRange: EMOJI_UNICODE_RANGE }));
  emojiDeclared = true;
}

const ranges = new WeakMap<FontFace, number[][]>();

function rangesOf(face: FontFace): number[][] {
  let parsed = ranges.get(face);
  if (!parsed) {
    parsed = face.unicodeRange.split(',').map((part) => {
      const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first!, 16), parseInt(last!, 16)];
    });
    ranges.set(face, parsed);
  }
  return parsed;
}

/**
 * The declared faces that draw `texts`: for each character, the faces of the first bundled family
 * (in the caption's order) whose unicode-range holds it, as the browser chooses when it draws.
 */
function facesFor(texts: string[], family: string | undefined): FontFace[] {
  const byFamily = new Map<string, FontFace[]>();
  document.fonts.forEach((face) => {
    const family = face.family.replace(/^["']|["']$/g, '');
    byFamily.set(family, [...(byFamily.get(family) ?? []), face]);
  });
  const needed = new Set<FontFace>();
  for (const text of texts) {
    const families = captionFonts(text, family).map((font) => byFamily.get(font.family) ?? []);
    for (const char of new Set(text)) {
      const codePoint = char.codePointAt(0)!;
      // Loaded ahead, the faces a symbol falls back through are there when the browser needs them.
      const symbol = FALLBACK_THROUGH_FAMILIES.test(char);
      for (const faces of families) {
        const holding = faces.filter((face) => rangesOf(face).some(([first, last]) => first! <= codePoint && codePoint <= last!));
        holding.forEach((face) => needed.add(face));
        if (holding.length && !symbol) break;
      }
    }
  }
  return [...needed];
}

/**
 * Whether the fonts for these captions (as typed and in capitals) are loaded, and how to wait for
 * them; `family` is the template look's own face (Doge's Comic Neue), drawn before the others.
 */
export function fontsReady(captions: string[], family?: string): FontsState {
  if (typeof document === 'undefined' || !document.fonts) return { ready: true };
  declareEmoji();
  const texts = captions.flatMap((text) => [text, toCaptionCapitals(text)]);
  if (!cjkReady && texts.some((text) => CJK_TEXT.test(text))) {
    cjkDeclared ??= Promise.all(CJK_STYLESHEETS.map((load) => load())).then(() => (cjkReady = true));
    return { ready: false, whenReady: cjkDeclared.then(() => loadFaces(facesFor(texts, family))) };
  }
  const pending = facesFor(texts, family).filter((face) => face.status !== 'loaded');
  return pending.length ? { ready: false, whenReady: loadFaces(pending) } : { ready: true };
}

// A face that fails to load leaves the next family (or the host's) to draw: never an error.
const loadFaces = (faces: FontFace[]) => Promise.all(faces.map((face) => face.load().catch(() => undefined)));
