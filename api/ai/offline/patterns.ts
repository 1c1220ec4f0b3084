// Caption patterns of the offline engine: `{topic}` is the prompt's topic as typed, `{Topic}` with a
// capital, `{TOPIC}` shouted, `{word}` its longest word and `{mock}` the topic in mocking case.
// Classics get patterns written for their picture (in English, so for English only); any other
// template, and every template in another language, gets the generic ones of phrases/<code>.json
// for its number of boxes.

/** One caption per box, in the template's order. */
export type Pattern = readonly string[];

/** Patterns for the hand-written classics, by template id (used when the box count matches). */
export const CLASSIC_PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  'drake-hotline-bling': [
    ['Doing literally anything else', '{Topic}'],
    ['Ignoring {topic}', 'Making memes about {topic}'],
    ['{Topic} at a reasonable hour', '{Topic} at 3 AM'],
  ],
  'distracted-boyfriend': [
    ['{Topic}', 'Me', 'Everything I promised to finish'],
    ['{Topic}, again', 'My attention span', 'My actual responsibilities'],
  ],
  'two-buttons': [
    ['Stop thinking about {topic}', 'Think about {topic} even more', 'Me'],
    ['Be normal about {topic}', 'Tell everyone about {topic}', 'Me at every party'],
  ],
  'change-my-mind': [['{Topic} is underrated'], ['{Topic} fixes everything'], ['{Topic} is a personality trait']],
  'expanding-brain': [
    ['Ignoring {topic}', 'Googling {topic}', 'Explaining {topic} at parties', 'Becoming one with {topic}'],
    ['Hearing about {topic}', 'Trying {topic}', 'Making {topic} my whole personality', 'Starting a podcast about {topic}'],
  ],
  'woman-yelling-at-cat': [
    ['You said {topic} was just a phase', 'I said no such thing'],
    ['Me explaining {topic} for the 5th time', 'Everyone who still does not get it'],
  ],
  'this-is-fine': [
    ['{Topic}', 'This is fine'],
    ['Me pretending {topic} is under control', 'This is fine'],
  ],
  'disaster-girl': [
    ['Everyone panicking about {topic}', 'Me, who started it'],
    ['{Topic}', 'Worth it'],
  ],
  'success-kid': [
    ['Tried {topic}', 'It actually worked'],
    ['Survived {topic}', 'Nobody noticed a thing'],
  ],
  'one-does-not-simply': [
    ['One does not simply', '{topic}'],
    ['One does not simply', 'stop thinking about {topic}'],
  ],
  'batman-slapping-robin': [
    ['But what about {topic}?', "WE DON'T TALK ABOUT {TOPIC}"],
    ['Maybe {topic} is not that bad', 'STOP'],
  ],
  'left-exit-12-off-ramp': [
    ['Being productive', '{Topic}', 'Me'],
    ['Going to bed early', 'One more hour of {topic}', 'Me at midnight'],
  ],
  'roll-safe-think-about-it': [
    ["Can't be stressed about {topic}", "If you never think about it"],
    ["{Topic} can't go wrong", 'If you never try it'],
  ],
  'grus-plan': [
    ['Get into {topic}', 'Tell everyone about {topic}', 'Nobody cares', 'Nobody cares?'],
    ['Start {topic}', 'Feel like a genius', 'Realise it was a mistake', 'Realise it was a mistake?'],
  ],
  'uno-draw-25-cards': [
    ['Stop talking about {topic} or draw 25', 'Me, holding 25 cards'],
    ['Admit {topic} is a problem or draw 25', 'Me'],
  ],
  'is-this-a-pigeon': [
    ['{Topic}', 'Me', 'Is this the answer to everything?'],
    ['{Topic}', 'Me', 'Is this self-care?'],
  ],
  'surprised-pikachu': [
    ['Ignores {topic} for weeks', '{Topic} becomes a problem'],
    ['Me: does {topic} again', 'Also me: *shocked it happened again*'],
  ],
  'mocking-spongebob': [
    ['{Topic}', '{mock}'],
    ['"{Topic} is not a big deal"', '{mock} iS nOt A bIg DeAl'],
  ],
  'buff-doge-vs-cheems': [
    ['Me before {topic}', 'Me after {topic}', 'Could handle anything', 'Needs a nap'],
    ['People in 1990', 'People now', 'No {topic}, no problem', 'Panics about {topic}'],
  ],
  'trade-offer': [
    ['I receive: {topic}', 'You receive: my eternal gratitude'],
    ['I receive: peace and quiet', 'You receive: all of my {topic}'],
  ],
  'hide-the-pain-harold': [
    ['When {topic} finally works', "And you don't know why"],
    ['Smiling through {topic}', 'Dying inside'],
  ],
  'bernie-i-am-once-again-asking-for-your-support': [['I am once again asking about {topic}'], ['I am once again asking you to stop {topic}']],
  'waiting-skeleton': [
    ['Me waiting for', '{Topic}'],
    ['Still waiting for', '{Topic} to make sense'],
  ],
  'grumpy-cat': [
    ['I tried {topic} once', 'It was awful'],
    ['{Topic}?', 'No.'],
  ],
  doge: [
    ['such {word}', 'very {word}', 'wow'],
    ['much {word}', 'so amaze', 'wow'],
  ],
  'futurama-fry': [
    ['Not sure if {topic}', 'Or just tired'],
    ['Not sure if I love {topic}', 'Or just got used to it'],
  ],
  'epic-handshake': [
    ['Me', 'My friends', 'Complaining about {topic}'],
    ['Beginners', 'Experts', 'No idea how {topic} works'],
  ],
  'monkey-puppet': [
    ['When someone asks who started {topic}', 'Me, looking away'],
    ['Them: who is behind {topic}?', 'Me:'],
  ],
};
