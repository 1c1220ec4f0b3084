/** Width of `text` in pixels at the font size the caller has chosen. */
export type MeasureWidth = (text: string) => number;

/** Lines of a wrapped caption; `overflows` when an unbroken word is wider than the box. */
export type WrappedText = { lines: string[]; overflows: boolean };

// Chinese, Japanese, Thai, Lao, Khmer and Myanmar put no spaces between words. Lines break between
// the words a dictionary finds (Intl.Segmenter, the ICU data browsers use), so a caption reads in
// whole words as a headline should; punctuation stays with the word before it and opening
// brackets with the word after (the kinsoku rules of CJK). Without a segmenter, Han and kana
// break before any character that may start a line.
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const OPENING = '\\p{Ps}\\p{Pi}';
const NEVER_FIRST = '\\p{Pe}\\p{Pf}\\p{Po}\\p{M}ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー々ゝゞヽヾ';
const CJK_LETTER = new RegExp(`[${CJK}]`, 'u');
const CJK_PIECES = new RegExp(`[${OPENING}]*[${CJK}][${NEVER_FIRST}]*|[^${CJK}${OPENING}]+|[${OPENING}]+`, 'gu');
const OPENING_ONLY = new RegExp(`^[${OPENING}]+$`, 'u');
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const NOT_HIRAGANA = /[^\p{Script=Hiragana}]/u;
const DICTIONARY_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const segmenters = new Map<string, Intl.Segmenter>();

type Token = { text: string; spaceBefore: boolean };

/**
 * Greedy word wrap to `maxWidth`. Explicit newlines are kept; words break between CJK characters;
 * a word wider than the box is broken between graphemes only when `breakWords` is set.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureWidth, breakWords: boolean): WrappedText {
  const lines: string[] = [];
  let overflows = false;
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const token of tokenize(paragraph)) {
      const candidate = line ? line + (token.spaceBefore ? ' ' : '') + token.text : token.text;
      if (!line || measure(candidate) <= maxWidth) {
        line = candidate;
      } else {
        lines.push(line);
        line = token.text;
      }
      if (measure(line) > maxWidth) {
        if (!breakWords) {
          overflows = true;
          continue;
        }
        const pieces = breakWord(line, maxWidth, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    if (line || lines.length === 0 || paragraph === '') lines.push(line);
  }
  return { lines: trimEmptyEdges(lines), overflows };
}

const BALANCE_STEPS = 8;

/**
 * The same text in `count` lines of similar widths (as CSS text-wrap: balance): the narrowest
 * width at which the greedy wrap still takes `count` lines, so a two-line caption splits near its
 * middle instead of leaving one word alone on the last line. Undefined when one line suffices or
 * no narrower width keeps the count (the greedy lines are then as good).
 */
export function balanceLines(text: string, count: number, maxWidth: number, measure: MeasureWidth): string[] | undefined {
  if (count < 2) return undefined;
  let best: string[] | undefined;
  let low = 0;
  let high = maxWidth;
  for (let step = 0; step < BALANCE_STEPS; step += 1) {
    const width = (low + high) / 2;
    const wrapped = wrapText(text, width, measure, false);
    if (!wrapped.overflows && wrapped.lines.length <= count) {
      best = wrapped.lines;
      high = width;
    } else {
      low = width;
    }
  }
  return best;
}

function tokenize(paragraph: string): Token[] {
  const tokens: Token[] = [];
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    wordPieces(word).forEach((piece, index) => tokens.push({ text: piece, spaceBefore: index === 0 }));
  }
  return tokens;
}

/** The pieces of a space-delimited word between which a line may break. */
function wordPieces(word: string): string[] {
  const cjk = CJK_LETTER.test(word);
  if (!cjk && !DICTIONARY_SCRIPT.test(word)) return [word];
  const segmenter = segmenterFor(cjk ? (KANA.test(word) ? 'ja' : 'zh') : 'th');
  if (!segmenter) return cjk ? (word.match(CJK_PIECES) ?? [word]) : [word];
  const pieces: string[] = [];
  let opening = '';
  for (const { segment, isWordLike } of segmenter.segment(word)) {
    const previous = pieces.at(-1);
    if (OPENING_ONLY.test(segment)) opening += segment;
    else if (previous !== undefined && !opening && (!isWordLike || joinsPhrase(previous, segment))) pieces[pieces.length - 1] = previous + segment;
    else {
      pieces.push(opening + segment);
      opening = '';
    }
  }
  if (opening) pieces.push(opening);
  return pieces;
}

/**
 * Japanese particles and inflections (hiragana after a word with kanji or katakana: が, で, いた)
 * stay with that word, so lines break between phrases (コードが|一発で|動いたとき).
 */
function joinsPhrase(previous: string, segment: string): boolean {
  return HIRAGANA_ONLY.test(segment) && NOT_HIRAGANA.test(previous) && KANA.test(previous + segment);
}

function segmenterFor(language: string): Intl.Segmenter | undefined {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return undefined;
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Splits one word into pieces no wider than maxWidth (at least one grapheme each). */
function breakWord(word: string, maxWidth: number, measure: MeasureWidth): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const grapheme of graphemes(word)) {
    if (piece && measure(piece + grapheme) > maxWidth) {
      pieces.push(piece);
      piece = grapheme;
    } else {
      piece += grapheme;
    }
  }
  pieces.push(piece);
  return pieces;
}

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

function trimEmptyEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.trim()) start += 1;
  while (end > start && !lines[end - 1]!.trim()) end -= 1;
  return lines.slice(start, end);
}
