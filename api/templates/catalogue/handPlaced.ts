// Hand-placed caption boxes of the best-known real templates: where people put the text on each
// picture, tuned by eye (and, for a few, Imgflip's own default box placements on the same picture),
// with the popularity and the year-month each became a meme. Pictures and sizes: realTemplate.ts.
// Rotations are memegen's text angles on the same pictures (jacebrowning/memegen,
// templates/{ds,cmm,exit,handshake}/config.yml), sign flipped: memegen turns text with Pillow's
// Image.rotate, counter-clockwise, and ours is clockwise like CSS rotate.
import type { Panel } from '../../../core/templates/types';
import { textAt as at, type TextPositionDraft } from './entry';

export type HandPlaced = { text: TextPositionDraft[]; panels?: Panel[]; popularity?: number; added?: string };

const black = { color: '#000000' } as const;
const rows = (count: number, x = 0, width = 100): Panel[] =>
  Array.from({ length: count }, (_, index) => ({ x, y: (100 / count) * index, width, height: 100 / count }));
const grid = (columns: number, rowCount: number): Panel[] =>
  Array.from({ length: columns * rowCount }, (_, index) => ({
    x: (100 / columns) * (index % columns),
    y: (100 / rowCount) * Math.floor(index / columns),
    width: 100 / columns,
    height: 100 / rowCount,
  }));
const topAndBottom = (top: string, bottom: string, fontSize = 36) => [at('top', 50, 10, 90, top, { fontSize }), at('bottom', 50, 90, 90, bottom, { fontSize })];
/** Boxes from Imgflip's default placements: [centre x %, centre y %, width %, font px, black?]. */
const placed = (...boxes: [number, number, number, number, boolean?][]) => (captions: string[]) =>
  boxes.map(([x, y, width, fontSize, dark], index) => at('custom', x, y, width, captions[index] ?? '', dark ? { ...black, fontSize } : { fontSize }));

/** Boxes by template name; the popularity and meme date of the classics the app started with. */
export const HAND_PLACED: Readonly<Record<string, HandPlaced>> = {
  'Drake Hotline Bling': { popularity: 100, added: '2015-10', panels: grid(2, 2), text: [at('custom', 75, 25, 45, 'Things I reject', { ...black, fontSize: 56 }), at('custom', 75, 75, 45, 'Things I prefer', { ...black, fontSize: 56 })] },
  'Distracted Boyfriend': { popularity: 99, added: '2017-08', text: [at('custom', 25, 70, 30, 'The new thing', { fontSize: 52 }), at('custom', 57, 45, 22, 'Me', { fontSize: 52 }), at('custom', 82, 55, 26, 'What I should care about', { fontSize: 52 })] },
  'Two Buttons': { popularity: 97, added: '2016-03', panels: rows(2), text: [at('custom', 28, 12, 30, 'Option one', { ...black, fontSize: 24, rotation: -12.5 }), at('custom', 62, 8, 30, 'Option two', { ...black, fontSize: 24, rotation: -10.5 }), at('bottom', 50, 88, 90, 'Me')] },
  'Change My Mind': { popularity: 95, added: '2018-02', text: [at('custom', 60, 68, 40, 'An unpopular opinion', { ...black, fontSize: 22, rotation: -23 })] },
  'Expanding Brain': {
    popularity: 94, added: '2017-03', panels: grid(2, 4),
    text: [12.5, 37.5, 62.5, 87.5].map((y, index) => at('custom', 25, y, 46, ['Small idea', 'Better idea', 'Big brain idea', 'Galaxy brain idea'][index]!, black)),
  },
  'Woman Yelling at Cat': { popularity: 96, added: '2019-05', panels: grid(2, 1), text: [at('top', 25, 12, 46, 'You said it was fine'), at('top', 75, 12, 46, 'I said no such thing')] },
  'This Is Fine': { popularity: 90, added: '2014-01', panels: grid(2, 1), text: topAndBottom('Everything is on fire', 'This is fine', 28) },
  'Disaster Girl': { popularity: 86, added: '2008-01', text: topAndBottom('It was an accident', 'Or was it') },
  'Success Kid': { popularity: 88, added: '2007-08', text: topAndBottom('Tried a new recipe', 'Nobody got food poisoning') },
  'One Does Not Simply': { popularity: 87, added: '2004-01', text: topAndBottom('One does not simply', 'Fix a bug on Friday') },
  'Batman Slapping Robin': { popularity: 89, added: '2008-06', text: [at('custom', 27, 12, 48, 'But what if', { ...black, fontSize: 22 }), at('custom', 74, 12, 48, 'NO', { ...black, fontSize: 22 })] },
  'Left Exit 12 Off Ramp': { popularity: 92, added: '2017-11', text: [at('custom', 36, 22, 24, 'Responsible choice', { fontSize: 36 }), at('custom', 63, 22, 24, 'Fun choice', { fontSize: 36 }), at('custom', 55, 80, 40, 'Me', { rotation: -9, fontSize: 40 })] },
  'Roll Safe Think About It': { popularity: 91, added: '2017-02', text: topAndBottom("Can't be late", "If you don't show up") },
  "Gru's Plan": {
    popularity: 93, added: '2017-12', panels: grid(2, 2),
    text: [[37.5, 25], [88, 25], [38, 75], [88, 75]].map(([x, y], index) => at('custom', x!, y!, 19, ['Step one', 'Step two', 'Step three', 'Step three'][index]!, { ...black, fontSize: 18 })),
  },
  'UNO Draw 25 Cards': { popularity: 90, added: '2020-09', panels: grid(2, 1), text: [at('custom', 28, 35, 34, 'Do the simple thing or draw 25', { ...black, fontSize: 20 }), at('custom', 75, 12, 44, 'Me')] },
  'Is This a Pigeon': { popularity: 85, added: '2018-05', text: [at('custom', 80, 20, 30, 'Butterfly', { fontSize: 64 }), at('custom', 30, 30, 40, 'Me', { fontSize: 64 }), at('bottom', 50, 88, 90, 'Is this a ...?', { fontSize: 64 })] },
  'Surprised Pikachu': { popularity: 94, added: '2018-10', text: [at('top', 50, 12, 90, 'Does the obvious thing', { fontSize: 72 }), at('custom', 50, 30, 90, 'Gets the obvious result', { fontSize: 72 })] },
  'Mocking Spongebob': { popularity: 92, added: '2017-05', text: topAndBottom('Someone says something', 'sOmEoNe SaYs SoMeThInG', 28) },
  'Buff Doge vs. Cheems': { popularity: 89, added: '2020-06', panels: grid(2, 1), text: [at('custom', 25, 10, 45, 'Back then', { fontSize: 44 }), at('custom', 75, 10, 45, 'Now', { fontSize: 44 }), at('custom', 25, 85, 45, 'Strong', { fontSize: 44 }), at('custom', 75, 85, 45, 'Weak', { fontSize: 44 })] },
  'Trade Offer': { popularity: 88, added: '2021-05', text: [at('custom', 25, 38, 40, 'I receive:'), at('custom', 75, 38, 40, 'You receive:')] },
  'Hide the Pain Harold': { popularity: 84, added: '2011-03', text: topAndBottom('When the code works', "And you don't know why") },
  'Bernie I Am Once Again Asking for Your Support': { popularity: 83, added: '2020-01', text: [at('bottom', 50, 88, 90, 'I am once again asking for your support')] },
  'Waiting Skeleton': { popularity: 80, added: '2009-06', text: topAndBottom('Me waiting for', 'The bus to arrive', 24) },
  'Grumpy Cat': { popularity: 82, added: '2012-09', text: topAndBottom('I had fun once', 'It was awful') },
  Doge: {
    popularity: 86, added: '2013-07',
    text: [at('custom', 28, 18, 40, 'such meme', { color: '#ff00ff', textAlign: 'left' }), at('custom', 70, 50, 40, 'very template', { color: '#00ffff', textAlign: 'left' }), at('custom', 35, 82, 40, 'wow', { color: '#ffff00', textAlign: 'left' })],
  },
  'Futurama Fry': { popularity: 81, added: '2011-02', text: topAndBottom('Not sure if', 'Or just') },
  'Epic Handshake': { popularity: 85, added: '2018-07', text: [at('custom', 20, 50, 30, 'Group one', { rotation: 45, fontSize: 42 }), at('custom', 80, 50, 30, 'Group two', { rotation: -27.5, fontSize: 42 }), at('custom', 50, 28, 28, 'Thing they agree on', { fontSize: 42 })] },
  'Monkey Puppet': { popularity: 84, added: '2019-03', panels: grid(2, 1), text: topAndBottom('When someone asks who broke the build', 'Me, looking away') },
};

/** Imgflip's default box placements on the same pictures (public template data), by name. */
export const IMGFLIP_PLACED: Readonly<Record<string, (captions: string[]) => TextPositionDraft[]>> = {
  'The Scroll Of Truth': placed([27.3, 68.1, 17.6, 31, true], [72.2, 90.6, 42.9, 47]),
  'Trump Bill Signing': placed([51.7, 56, 23.9, 62, true], [80.2, 51.8, 24.1, 62, true]),
  'The Rock Driving': placed([76.8, 12.6, 42.3, 34, true], [78.4, 45, 40.4, 32, true]),
  'Hard To Swallow Pills': placed([47.5, 65.1, 62.4, 48], [19.4, 81.5, 34.4, 33]),
  'Evil Kermit': placed([29.6, 11.2, 58, 26], [66, 84.8, 66.3, 32]),
  'Finding Neverland': placed([50, 29.6, 98.1, 18], [50, 61.6, 97.6, 30], [50, 92.5, 97.6, 27]),
  'Who Would Win?': placed([25.8, 30.8, 49.2, 46], [75.8, 30.8, 45.1, 46]),
  'Be Like Bill': placed([32.3, 14.9, 59.4, 40, true], [32.3, 39.3, 59.4, 40, true], [32.3, 61.9, 59.4, 40, true], [32.4, 83.8, 59.6, 40, true]),
  "I'll Just Wait Here": placed([50, 39.4, 98, 40], [50, 88.8, 98, 36]),
};
