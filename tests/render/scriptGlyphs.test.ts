// Glyphs, not boxes: captions in every script of the 35 interface languages and emoji, drawn by the
// shared renderer on Skia with only the project's own fonts (issue 11). A missing glyph draws the
// same box whatever the character, so two captions of the same shape but different characters
// give the same pixels exactly when the font lacks them.
import { describe, expect, it } from 'vitest';
import { drawMeme, inkRowRuns, nearWhite, type Pixels } from '../helpers/pixels';

const draw = (text: string, width = 600): Pixels => drawMeme({ captions: [{ id: 'top', text, position: 'top' }], theme: 'standard', width, height: 300 });
const same = (a: Pixels, b: Pixels) => Buffer.from(a.data).equals(Buffer.from(b.data));

// Per script: the languages that write it, and two words of the same length in different letters.
const SCRIPTS: [script: string, languages: string, first: string, second: string][] = [
  ['Latin', 'en de es fr it nl pt sv da no fi id ms fil', 'MEME', 'WOKS'],
  ['Latin Extended', 'pl cs ro tr hu', 'ŻÓŁW', 'ŞĞİĂ'],
  ['Vietnamese', 'vi', 'ĐẸP', 'ỨNG'],
  ['Cyrillic', 'ru uk bg', 'ПРИВЕТ', 'ЇЖАКИЄ'],
  ['Greek', 'el', 'ΓΕΙΑ', 'ΦΩΣΞ'],
  ['Arabic', 'ar', 'مرحبا', 'سلامة'],
  ['Persian letters', 'fa', 'پیچ', 'گژک'],
  ['Urdu letters', 'ur', 'ٹڈڑ', 'ںےھ'],
  ['Hebrew', 'he', 'שלום', 'תודה'],
  ['Devanagari', 'hi', 'नमस्ते', 'धन्यवा'],
  ['Bengali', 'bn', 'নমস্কার', 'ধন্যবাদ'],
  ['Telugu', 'te', 'నమస్తే', 'ధన్యవా'],
  ['Thai', 'th', 'สวัสดี', 'ขอบคุณ'],
  ['Japanese', 'ja', 'こんにちは', 'カタカナ語'],
  ['Korean', 'ko', '안녕하세요', '감사합니다'],
  ['Chinese', 'zh', '你好世界', '谢谢朋友'],
  ['Emoji', 'all', '😂🔥', '👍🏽🇯🇵'],
];

/** Pixels whose channels differ a lot: colour, which white text, black outline and grey lack. */
function colouredPixels(pixels: Pixels): number {
  let found = 0;
  for (let at = 0; at < pixels.data.length; at += 4) {
    const [red, green, blue] = [pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!];
    if (Math.max(red, green, blue) - Math.min(red, green, blue) > 60) found += 1;
  }
  return found;
}

describe('every script of the interface languages draws real glyphs on the server', () => {
  it.each(SCRIPTS)('%s (%s)', (_script, _languages, first, second) => {
    const [a, b] = [draw(first), draw(second)];
    expect(same(a, b), `${first} and ${second} drew the same pixels: boxes`).toBe(false);
    expect(inkRowRuns(a, nearWhite).length).toBeGreaterThan(0);
  });

  it('never borrows a host font: a script we do not bundle (Georgian) draws the same boxes for different letters', () => {
    expect(same(draw('გამარჯობა'), draw('ბოდიშიაარ'))).toBe(true);
  });

  it('draws emoji in colour', () => {
    expect(colouredPixels(draw('😂🔥👍🏽'))).toBeGreaterThan(500);
    expect(colouredPixels(draw('HAHA'))).toBe(0);
  });

  // The Noto faces' symbol subsets claim 📺 and ☕ too (and draw neither), so Twemoji must come first.
  it.each([
    ['in Latin text', 'ABOS 📺 OK', 'ABOS 😂 OK'],
    ['older symbol-block emoji', '☕ ✅ ⚡', '❤️ ⚽ ⛄'],
  ])('draws emoji %s in colour, each its own', (_case, first, second) => {
    const [a, b] = [draw(first), draw(second)];
    expect(colouredPixels(a)).toBeGreaterThan(300);
    expect(colouredPixels(b)).toBeGreaterThan(300);
    expect(same(a, b)).toBe(false);
  });

  it('draws symbols that only some bundled faces have (★ ♪ →), not boxes', () => {
    expect(same(draw('★ ♪ →'), draw('♫ ☆ ←'))).toBe(false);
  });
});

describe('shaping', () => {
  // With a zero-width non-joiner between them, letters take their separate forms; shaped text joins.
  it('joins Arabic letters', () => {
    expect(same(draw('سلام'), draw('س\u200cل\u200cا\u200cم'))).toBe(false);
  });

  it('forms Devanagari, Bengali and Telugu conjuncts', () => {
    expect(same(draw('क्ष'), draw('क्\u200cष'))).toBe(false);
    expect(same(draw('ক্ষ'), draw('ক্\u200cষ'))).toBe(false);
    expect(same(draw('క్ష'), draw('క్\u200cష'))).toBe(false);
  });
});

describe('line breaks where each script breaks', () => {
  it('wraps Japanese, Chinese and Thai between words, with no spaces in the text', () => {
    for (const text of [
      'コードが一発で動いたときの気持ちを誰かに伝えたい',
      '当代码第一次就运行成功的时候我想告诉所有人',
      'เมื่อโค้ดทำงานได้ตั้งแต่ครั้งแรกฉันอยากบอกทุกคน',
    ]) {
      expect(inkRowRuns(draw(text, 400), nearWhite).length, text).toBeGreaterThanOrEqual(2);
    }
  });
});
