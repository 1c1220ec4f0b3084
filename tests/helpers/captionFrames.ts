// Which written pattern ("frame") a meme's captions came from, read back from the captions alone:
// each pattern of the language becomes a regular expression with its placeholders as wildcards.
// The caption corpus test uses it to count frames and to tell a template's own format from a
// generic one, as a reader comparing memes would.
import { phrasesFor } from '../../api/ai/offline/phrases';
import type { Pattern } from '../../api/ai/offline/patterns';

export type Frame = { source: 'own' | 'roles' | 'generic'; key: string; pattern: Pattern };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A word before a placeholder may be contracted with the topic (de + le → du), and the word after
 * one dropped when the topic already ends on it ("… my password again" + ". Again." says it once).
 */
function lineRegex(line: string, lenient: boolean): RegExp {
  const parts = line.split(/\{[A-Za-z]+\}/);
  const body = parts.map((part, index) => {
    const words = part.trim().toLocaleLowerCase();
    const [, first = '', rest = words] = index > 0 && lenient ? (/^([^\p{L}]*\S*[\p{L}]\S*)(.*)$/su.exec(words) ?? []) : [];
    const pattern = (text: string) => escape(text).replace(/\s+/g, '\\s*');
    let text = first ? `(?:${pattern(first)})?\\s*${pattern(rest.trim())}` : pattern(words);
    // A short word before the topic may be contracted with it (de + le → du, em + o → no, a + o → ao).
    if (index < parts.length - 1) text = text.replace(/(?:^|(?<=\s|\\s\*))[\p{L}]{1,3}$/u, "[\\p{L}'’]{0,5}");
    return text;
  });
  return new RegExp(`^${body.join('.*')}$`, 'u');
}

const normal = (caption: string) => caption.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

function framesOf(locale: string, templateId: string | null, boxes: number): Frame[] {
  const phrases = phrasesFor(locale);
  const own = (templateId ? (phrases.templates?.[templateId] ?? []) : []).map((pattern) => ({ source: 'own' as const, pattern }));
  const generic = (phrases.generic[Math.min(Math.max(boxes, 1), 4) as 1 | 2 | 3 | 4] ?? []).map((pattern) => ({ source: 'generic' as const, pattern }));
  const roles = Object.entries(phrases.roles ?? {}).flatMap(([role, lines]) =>
    (lines ?? []).map((line) => ({ source: 'roles' as const, pattern: [line] as Pattern, role })),
  );
  return [...own, ...generic, ...roles].map(({ source, pattern }) => ({ source, pattern, key: `${locale}:${source}:${pattern.join(' | ')}` }));
}

/** Letters a pattern writes itself: among the frames a meme fits, the one with most is the one it came from. */
const literal = (pattern: Pattern) =>
  pattern
    .join('')
    .replace(/\{[A-Za-z]+\}/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '').length;
const fits = (line: string, caption: string | undefined, lenient = false) => caption !== undefined && lineRegex(line, lenient).test(normal(caption));

/** The frame a meme's captions fit best (the one writing most of them, own patterns on a tie); undefined when none does. */
export function frameOf(locale: string, templateId: string | null, captions: readonly string[]): Frame | undefined {
  const frames = framesOf(locale, templateId, captions.length);
  // Word for word first; only then with a word the topic already said left out.
  for (const lenient of [false, true]) {
    const whole = frames
      .filter(
        (frame) =>
          frame.source !== 'roles' && frame.pattern.length <= captions.length && frame.pattern.every((line, index) => fits(line, captions[index], lenient)),
      )
      .sort((a, b) => literal(b.pattern) - literal(a.pattern) || Number(b.source === 'own') - Number(a.source === 'own'));
    if (whole[0]) return whole[0];
  }
  // Role captions come one per box: the meme's frame is the role lines it is made of.
  const lines = captions.map(
    (caption) =>
      frames.filter((frame) => frame.source === 'roles' && fits(frame.pattern[0]!, caption)).sort((a, b) => literal(b.pattern) - literal(a.pattern))[0],
  );
  if (lines.some((line) => !line)) return undefined;
  const pattern = lines.map((line) => line!.pattern[0]!);
  return { source: 'roles', pattern, key: `${locale}:roles:${pattern.join(' | ')}` };
}
