// The caption language of a prompt (api/ai/promptLanguage.ts): the prompt's own language in 35, the
// interface's for what is too short or too close to call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../api/ai/languages';
import { detectPromptLanguage } from '../../../api/ai/promptLanguage';

type Corpus = { sentences: Record<string, string[]>; short: { text: string; interface: string; expected: string }[] };
const corpus = JSON.parse(readFileSync(new URL('../../data/languagePrompts.json', import.meta.url), 'utf8')) as Corpus;

describe('a prompt in a language other than the interface', () => {
  it.each([
    ['el lunes por la mañana sin café', 'en', 'es'],
    ['when my boss asks me to work on saturday', 'es', 'en'],
    ['quand mon patron me demande de bosser samedi', 'de', 'fr'],
    ['mein Konto nach dem Wochenende', 'fr', 'de'],
    ['시험 전날 밤 벼락치기하는 학생들', 'en', 'ko'],
    ['会議で分かったふりをする私', 'zh', 'ja'],
    ['开会时假装听懂的我', 'ja', 'zh'],
    ["коли мама кличе тебе повним ім'ям", 'ru', 'uk'],
    ['когда начальник просит выйти в субботу', 'uk', 'ru'],
    ['вечерта преди изпита всички учат', 'en', 'bg'],
    ['جب امی پورا نام لے کر بلائیں', 'fa', 'ur'],
    ['وقتی وسط بازی اینترنت قطع میشه', 'ar', 'fa'],
    ['kodenya jalan tapi nggak tahu kenapa', 'ms', 'id'],
    ['kod boleh jalan tapi tak tahu kenapa', 'id', 'ms'],
    ['mandag morgen uden kaffe, hjælp mig', 'en', 'da'],
  ])('"%s" typed in %s is captioned in its own language', (prompt, interfaceLocale, language) => {
    expect(detectPromptLanguage(prompt, interfaceLocale).language).toBe(language);
  });

  it('is confident when its letters or words name the language', () => {
    expect(detectPromptLanguage('เช้าวันจันทร์ที่ไม่มีกาแฟ', 'en')).toEqual({ language: 'th', confident: true });
    expect(detectPromptLanguage('мій кіт будить мене о третій ночі', 'ru')).toEqual({ language: 'uk', confident: true });
    expect(detectPromptLanguage('dietnya mulai besok aja', 'en')).toEqual({ language: 'id', confident: true });
    expect(detectPromptLanguage("studenti la notte prima dell'esame", 'en')).toEqual({ language: 'it', confident: true });
  });
});

describe('the interface language decides', () => {
  it.each([
    ['pizza', 'es', 'es'],
    ['gym', 'pt-BR', 'pt'],
    ['😂😂😂', 'it', 'it'],
    ['  ', 'fr', 'fr'],
    ['2026!!!', 'vi', 'vi'],
    ['ok boomer', 'ja', 'ja'],
    ['猫', 'ja', 'ja'],
    ['pizza', 'xx-unknown', 'en'],
    // Three words the trigrams call Czech, Portuguese and Italian: a Spanish interface decides.
    ['té o café', 'es', 'es'],
    ['gatos o perros', 'es', 'es'],
    ['pizza o tacos', 'es', 'es'],
    // ... and an English one rather than a guess between Italian and Portuguese, or Czech.
    ['pizza o tacos', 'en', 'en'],
    ['té o café', 'en', 'en'],
  ])('"%s" typed in %s is captioned in %s, not confidently', (prompt, interfaceLocale, language) => {
    expect(detectPromptLanguage(prompt, interfaceLocale)).toEqual({ language, confident: false });
  });

  it('between Danish and Norwegian when the words are the same in both', () => {
    expect(detectPromptLanguage('når nettet går ned midt i spillet', 'da').language).toBe('da');
    expect(detectPromptLanguage('når nettet går ned midt i spillet', 'no').language).toBe('no');
  });

  it('not when a single word is written in a script of another language', () => {
    expect(detectPromptLanguage('월요일', 'en')).toEqual({ language: 'ko', confident: true });
    expect(detectPromptLanguage('กาแฟ', 'fr').language).toBe('th');
    expect(detectPromptLanguage('кофе', 'en').language).toBe('ru');
    expect(detectPromptLanguage('кафе', 'bg').language).toBe('bg');
  });
});

describe('the corpus of short meme prompts (tests/data/languagePrompts.json)', () => {
  it('has 10 prompts in each of our 35 languages', () => {
    expect(Object.keys(corpus.sentences).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const prompts of Object.values(corpus.sentences)) expect(prompts.length).toBeGreaterThanOrEqual(10);
  });

  it('comes out in its own language for at least 95 % of prompts typed in another interface', () => {
    const misses = Object.entries(corpus.sentences).flatMap(([language, prompts]) =>
      prompts.filter((prompt) => detectPromptLanguage(prompt, language === 'en' ? 'fr' : 'en').language !== language).map((prompt) => `${language}: ${prompt}`),
    );
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(Math.floor(0.05 * 350));
  });

  it('comes out in its own language for every prompt typed in its own interface', () => {
    const misses = Object.entries(corpus.sentences).flatMap(([language, prompts]) =>
      prompts.filter((prompt) => detectPromptLanguage(prompt, language).language !== language).map((prompt) => `${language}: ${prompt}`),
    );
    expect(misses).toEqual([]);
  });

  it('gives very short prompts the language their script or the interface says', () => {
    const misses = corpus.short.filter((entry) => detectPromptLanguage(entry.text, entry.interface).language !== entry.expected);
    expect(misses).toEqual([]);
  });
});
