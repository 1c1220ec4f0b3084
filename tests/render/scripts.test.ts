// What a caption's script changes (issue 11): capitals only where a script has case, Greek capitals
// without accents, a lighter outline for dense scripts, and line breaks where each script allows.
import { describe, expect, it } from 'vitest';
import { DENSE_OUTLINE_RATIO, outlineRatio, toCaptionCapitals } from '../../core/render/scripts';
import { wrapText } from '../../core/render/wrap';

// Every character 10 px wide: breaks then depend only on where a line may break.
const tenEach = (text: string) => [...text].length * 10;

describe('capitals', () => {
  it('capitalises scripts with case and leaves the others as typed', () => {
    expect(toCaptionCapitals('Привет, straße')).toBe('ПРИВЕТ, STRASSE');
    for (const text of ['مرحبا', 'こんにちは', 'नमस्ते', 'สวัสดี', '안녕']) expect(toCaptionCapitals(text)).toBe(text);
  });

  it('writes Greek capitals without accents, keeping the diaeresis', () => {
    expect(toCaptionCapitals('Όταν ο κώδικας δουλεύει')).toBe('ΟΤΑΝ Ο ΚΩΔΙΚΑΣ ΔΟΥΛΕΥΕΙ');
    expect(toCaptionCapitals('προϊόν')).toBe('ΠΡΟΪΟΝ');
  });
});

describe('outline', () => {
  it('is lighter when most letters are of a dense script', () => {
    expect(outlineRatio('WHEN THE CODE WORKS')).toBe(1);
    for (const text of ['コードが動いた', 'عندما يعمل', 'जब कोड चलता', 'เมื่อโค้ด', '코드가 작동']) expect(outlineRatio(text)).toBe(DENSE_OUTLINE_RATIO);
    expect(outlineRatio('NOBODY: コード')).toBe(1);
  });
});

describe('line breaks', () => {
  it('keeps small kana, the long-vowel mark and closing punctuation off the start of a line, opening brackets off its end', () => {
    const { lines } = wrapText('「コーヒー」を飲みたい、チョコレートも。', 80, tenEach, false);
    expect(lines).toEqual(['「コーヒー」を', '飲みたい、', 'チョコレートも。']);
    for (const line of lines) expect(line).not.toMatch(/^[ーャュョッ」、。]|「$/u);
  });

  it('breaks Thai between dictionary words, never inside one', () => {
    const { lines } = wrapText('เมื่อโค้ดทำงานได้ตั้งแต่ครั้งแรก', 60, tenEach, false);
    expect(lines.join('')).toBe('เมื่อโค้ดทำงานได้ตั้งแต่ครั้งแรก');
    expect(lines).toContain('โค้ด');
    expect(lines.length).toBeGreaterThan(3);
  });

  it('keeps a Latin word with brackets whole', () => {
    expect(wrapText('foo(bar) baz', 80, tenEach, false).lines).toEqual(['foo(bar)', 'baz']);
  });
});

describe('CJK words', () => {
  it('breaks Japanese between phrases (a word with its particles and endings), not inside them', () => {
    expect(wrapText('コードが一発で動いたとき', 70, tenEach, false).lines).toEqual(['コードが一発で', '動いたとき']);
    expect(wrapText('コードが一発で動いたとき', 90, tenEach, false).lines).toEqual(['コードが一発で', '動いたとき']);
  });

  it('breaks Chinese between dictionary words', () => {
    // 当|代码|第一次|就|运行|成功|时: a line never ends inside 代码, 第一次, 运行 or 成功.
    expect(wrapText('当代码第一次就运行成功时', 50, tenEach, false).lines).toEqual(['当代码', '第一次就', '运行成功时']);
  });
});
