// Which situations (situations.ts) a prompt describes, in whatever language it is written: its words
// and phrases against each situation's triggers. Compiled once into an index by first word, so a
// prompt costs a few map lookups per word, not one test per trigger.
import { SITUATIONS, type Situation } from './situations';

/** Lowercase, accents and apostrophes gone (é → e, ё → е, "don't" → "don t"), words split by single spaces. */
export function plainText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Scripts written without spaces between words: their triggers match anywhere in the prompt. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

type Word = { text: string; stem: boolean };
type Spaced = { situation: number; words: Word[]; weight: number };
type Unspaced = { situation: number; text: string; weight: number };
/** Where a trigger matched: word positions for spaced scripts, character offsets for the others. */
type Hit = { situation: number; unspaced: boolean; start: number; end: number; weight: number };

/** A phrase says more than a word: "we have food at home" is surer than "home". */
const phraseWeight = (parts: number) => Math.min(2, 1 + 0.5 * (parts - 1));

type TriggerIndex = { byWord: Map<string, Spaced[]>; byStem: Map<string, Spaced[]>; stemLengths: number[]; unspaced: Unspaced[] };

function compile(situations: readonly Situation[]): TriggerIndex {
  const index: TriggerIndex = { byWord: new Map(), byStem: new Map(), stemLengths: [], unspaced: [] };
  const add = (map: Map<string, Spaced[]>, key: string, trigger: Spaced) => map.set(key, [...(map.get(key) ?? []), trigger]);
  situations.forEach((situation, number) => {
    for (const list of Object.values(situation.triggers)) {
      for (const raw of list.split(',')) {
        const text = plainText(raw);
        if (!text) continue;
        if (UNSPACED.test(text)) {
          index.unspaced.push({ situation: number, text, weight: [...text.replace(/ /g, '')].length >= 3 ? 1.5 : 1 });
          continue;
        }
        // "don't*" is two plain words, "don" and a stem "t".
        const words = raw
          .trim()
          .split(/\s+/)
          .flatMap((word) => {
            const parts = plainText(word).split(' ').filter(Boolean);
            return parts.map((part, at) => ({ text: part, stem: word.endsWith('*') && at === parts.length - 1 }));
          });
        const trigger = { situation: number, words, weight: phraseWeight(words.length) };
        if (words[0]!.stem) {
          add(index.byStem, words[0]!.text, trigger);
          if (!index.stemLengths.includes(words[0]!.text.length)) index.stemLengths.push(words[0]!.text.length);
        } else add(index.byWord, words[0]!.text, trigger);
      }
    }
  });
  return index;
}

const wordMatches = (word: Word, token: string | undefined) => token !== undefined && (word.stem ? token.startsWith(word.text) : token === word.text);

function hitsIn(index: TriggerIndex, plain: string): Hit[] {
  const hits: Hit[] = [];
  const tokens = plain.split(' ');
  tokens.forEach((token, start) => {
    const stems = index.stemLengths.filter((length) => length <= token.length).flatMap((length) => index.byStem.get(token.slice(0, length)) ?? []);
    for (const trigger of [...(index.byWord.get(token) ?? []), ...stems]) {
      if (trigger.words.every((word, at) => wordMatches(word, tokens[start + at]))) {
        hits.push({ situation: trigger.situation, unspaced: false, start, end: start + trigger.words.length, weight: trigger.weight });
      }
    }
  });
  if (UNSPACED.test(plain)) {
    for (const trigger of index.unspaced) {
      const start = plain.indexOf(trigger.text);
      if (start >= 0) hits.push({ situation: trigger.situation, unspaced: true, start, end: start + trigger.text.length, weight: trigger.weight });
    }
  }
  return hits;
}

let compiled: TriggerIndex | undefined;

/**
 * How strongly `prompt` describes each situation: the weights of its triggers found in the prompt.
 * Overlapping triggers of one situation count once, the surest ("schon wieder" over "wieder").
 */
export function situationsIn(prompt: string): Map<Situation, number> {
  compiled ??= compile(SITUATIONS);
  const bySituation = new Map<number, Hit[]>();
  for (const hit of hitsIn(compiled, plainText(prompt))) bySituation.set(hit.situation, [...(bySituation.get(hit.situation) ?? []), hit]);
  const scores = new Map<Situation, number>();
  for (const [situation, hits] of bySituation) {
    const kept: Hit[] = [];
    for (const hit of hits.sort((a, b) => b.weight - a.weight)) {
      if (!kept.some((other) => other.unspaced === hit.unspaced && other.start < hit.end && hit.start < other.end)) kept.push(hit);
    }
    scores.set(
      SITUATIONS[situation]!,
      kept.reduce((sum, hit) => sum + hit.weight, 0),
    );
  }
  return scores;
}
