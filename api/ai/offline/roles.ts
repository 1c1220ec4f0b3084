// Captions by box meaning. When the catalogue says what each box of a template means (Drake: "the
// thing rejected", "the thing preferred"), the topic goes in the box that names the subject and
// the other boxes get words fit for their role, from phrases/<code>.json "roles". Without roles
// (or without such words for the language) the engine uses its generic patterns.
import type { CaptionSlot } from '../types';
import type { Pattern } from './patterns';
import type { Phrases, RoleKind } from './phrases';

/**
 * How a role described in words (English, as the catalogue writes them) is filled; the first match
 * wins, the topic is the default.
 */
const ROLE_KINDS: readonly [RoleKind, RegExp][] = [
  ['rejected', /reject|refus|avoid|dislik|disapprov|ignor|worse|boring|sensible|responsib|should|plain|let go|old (?:one|thing|way|option)|simple thing/i],
  [
    'reaction',
    /reaction|respon|reply|retort|answer|punchline|result|outcome|consequen|twist|verdict|aftermath|slap|laugh|disappoint|pretending|smiling through|stare|scream|shout|goosebumps/i,
  ],
  [
    'me',
    /\b(?:me|myself|viewer|narrator|speaker|onlooker|protagonist|boyfriend|person|the one (?:who|confused|hiding|celebrating)|looking away|heading out|peeking)\b/i,
  ],
];

/** What kind of box a role describes. */
export function roleKind(role: string): RoleKind {
  return ROLE_KINDS.find(([, pattern]) => pattern.test(role))?.[0] ?? 'topic';
}

/**
 * Patterns that fill each box for its role, or none when a box has no role, more than one box
 * takes the topic, or the language has no words for a role.
 */
export function rolePatterns(slots: readonly CaptionSlot[], phrases: Phrases): Pattern[] {
  const roles = phrases.roles;
  if (!roles || slots.length === 0 || slots.some((slot) => !slot.role?.trim())) return [];
  const kinds = slots.map((slot) => roleKind(slot.role!));
  // With no box for the subject, the first box that is not a person takes it ("the simple thing
  // asked" of UNO Draw 25); with several (Two Buttons, Expanding Brain) the generic patterns do better.
  if (!kinds.includes('topic')) {
    const first = kinds.findIndex((kind) => kind !== 'me');
    if (first < 0) return [];
    kinds[first] = 'topic';
  }
  if (kinds.filter((kind) => kind === 'topic').length !== 1) return [];
  const variants = Math.min(...kinds.map((kind) => roles[kind]?.length ?? 0));
  return Array.from({ length: variants }, (_, index) => kinds.map((kind) => roles[kind]![index]!));
}
