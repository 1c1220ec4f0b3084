// The hand-written classics: real names, sizes and caption boxes of the best-known templates, with
// the path of each original image on the template image host (i.imgflip.com by default).
import type { TemplateCategory } from '../../../core/templates/types';
import { textAt as at, type Panel, type TextPositionDraft } from './entry';

export type ClassicTemplate = {
  name: string;
  /** path on the template image host */
  image: string;
  width: number;
  height: number;
  category: TemplateCategory;
  tags: string[];
  popularity: number;
  /** when it became a meme (year-month); orders the 'recent' list */
  added: string;
  text: TextPositionDraft[];
  panels?: Panel[];
};

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
const topAndBottom = (top: string, bottom: string, fontSize = 36) => [
  at('top', 50, 10, 90, top, { fontSize }),
  at('bottom', 50, 90, 90, bottom, { fontSize }),
];

export const CLASSIC_TEMPLATES: readonly ClassicTemplate[] = [
  {
    name: 'Drake Hotline Bling', image: '/30b1gx.jpg', width: 1200, height: 1200, category: 'comparison', popularity: 100, added: '2015-10',
    tags: ['drake', 'hotline bling', 'approve', 'disapprove', 'no yes', 'preference'],
    text: [at('custom', 75, 25, 45, 'Things I reject', { ...black, fontSize: 56 }), at('custom', 75, 75, 45, 'Things I prefer', { ...black, fontSize: 56 })],
    panels: grid(2, 2),
  },
  {
    name: 'Distracted Boyfriend', image: '/1ur9b0.jpg', width: 1200, height: 800, category: 'choice', popularity: 99, added: '2017-08',
    tags: ['boyfriend', 'girlfriend', 'jealous', 'temptation', 'stock photo', 'looking back'],
    text: [at('custom', 25, 70, 30, 'The new thing'), at('custom', 57, 45, 22, 'Me'), at('custom', 82, 55, 26, 'What I should care about')],
  },
  {
    name: 'Two Buttons', image: '/1g8my4.jpg', width: 600, height: 908, category: 'choice', popularity: 97, added: '2016-03',
    tags: ['buttons', 'sweating', 'dilemma', 'hard choice', 'decision'],
    text: [at('custom', 28, 12, 30, 'Option one', { ...black, fontSize: 24 }), at('custom', 62, 8, 30, 'Option two', { ...black, fontSize: 24 }), at('bottom', 50, 88, 90, 'Me')],
    panels: rows(2),
  },
  {
    name: 'Change My Mind', image: '/24y43o.jpg', width: 482, height: 361, category: 'opinion', popularity: 95, added: '2018-02',
    tags: ['steven crowder', 'change my mind', 'sign', 'hot take', 'debate'],
    text: [at('custom', 60, 68, 40, 'An unpopular opinion', { ...black, fontSize: 22 })],
  },
  {
    name: 'Expanding Brain', image: '/1jwhww.jpg', width: 857, height: 1202, category: 'comparison', popularity: 94, added: '2017-03',
    tags: ['brain', 'galaxy brain', 'enlightenment', 'levels', 'smart'],
    text: [12.5, 37.5, 62.5, 87.5].map((y, index) => at('custom', 25, y, 46, ['Small idea', 'Better idea', 'Big brain idea', 'Galaxy brain idea'][index]!, black)),
    panels: grid(2, 4),
  },
  {
    name: 'Woman Yelling at Cat', image: '/345v97.jpg', width: 680, height: 438, category: 'animal', popularity: 96, added: '2019-05',
    tags: ['cat', 'smudge', 'yelling', 'real housewives', 'salad', 'argument'],
    text: [at('top', 25, 12, 46, 'You said it was fine'), at('top', 75, 12, 46, 'I said no such thing')],
    panels: grid(2, 1),
  },
  {
    name: 'This Is Fine', image: '/wxica.jpg', width: 580, height: 282, category: 'cartoon', popularity: 90, added: '2014-01',
    tags: ['dog', 'fire', 'fine', 'denial', 'coffee', 'gunshow'],
    text: topAndBottom('Everything is on fire', 'This is fine', 28),
    panels: grid(2, 1),
  },
  {
    name: 'Disaster Girl', image: '/23ls.jpg', width: 500, height: 375, category: 'reaction', popularity: 86, added: '2008-01',
    tags: ['fire', 'girl', 'smirk', 'house fire', 'chaos'],
    text: topAndBottom('It was an accident', 'Or was it'),
  },
  {
    name: 'Success Kid', image: '/1bhk.jpg', width: 500, height: 500, category: 'reaction', popularity: 88, added: '2007-08',
    tags: ['baby', 'fist', 'win', 'victory', 'sand'],
    text: topAndBottom('Tried a new recipe', 'Nobody got food poisoning'),
  },
  {
    name: 'One Does Not Simply', image: '/1bij.jpg', width: 568, height: 335, category: 'movie', popularity: 87, added: '2004-01',
    tags: ['boromir', 'lord of the rings', 'mordor', 'sean bean', 'lotr'],
    text: topAndBottom('One does not simply', 'Fix a bug on Friday'),
  },
  {
    name: 'Batman Slapping Robin', image: '/9ehk.jpg', width: 400, height: 387, category: 'cartoon', popularity: 89, added: '2008-06',
    tags: ['batman', 'robin', 'slap', 'comic', 'dc'],
    text: [at('custom', 27, 12, 48, 'But what if', { ...black, fontSize: 22 }), at('custom', 74, 12, 48, 'NO', { ...black, fontSize: 22 })],
  },
  {
    name: 'Left Exit 12 Off Ramp', image: '/22bdq6.jpg', width: 804, height: 767, category: 'choice', popularity: 92, added: '2017-11',
    tags: ['car', 'exit', 'highway', 'swerve', 'off ramp', 'drift'],
    text: [at('custom', 36, 22, 24, 'Responsible choice'), at('custom', 63, 22, 24, 'Fun choice'), at('custom', 55, 80, 40, 'Me')],
  },
  {
    name: 'Roll Safe Think About It', image: '/1h7in3.jpg', width: 702, height: 395, category: 'advice', popularity: 91, added: '2017-02',
    tags: ['roll safe', 'think about it', 'smart', 'tapping head', 'hood documentary'],
    text: topAndBottom("Can't be late", "If you don't show up"),
  },
  {
    name: "Gru's Plan", image: '/26jxvz.jpg', width: 700, height: 449, category: 'movie', popularity: 93, added: '2017-12',
    tags: ['gru', 'despicable me', 'plan', 'presentation', 'board', 'minions'],
    text: [[31, 25], [80, 25], [31, 75], [80, 75]].map(([x, y], index) => at('custom', x!, y!, 20, ['Step one', 'Step two', 'Step three', 'Step three'][index]!, { ...black, fontSize: 18 })),
    panels: grid(2, 2),
  },
  {
    name: 'UNO Draw 25 Cards', image: '/3lmzyx.jpg', width: 500, height: 494, category: 'choice', popularity: 90, added: '2020-09',
    tags: ['uno', 'draw 25', 'cards', 'refuse', 'card game'],
    text: [at('custom', 28, 35, 34, 'Do the simple thing or draw 25', { ...black, fontSize: 20 }), at('custom', 75, 12, 44, 'Me')],
    panels: grid(2, 1),
  },
  {
    name: 'Is This a Pigeon', image: '/1o00in.jpg', width: 1587, height: 1425, category: 'cartoon', popularity: 85, added: '2018-05',
    tags: ['pigeon', 'butterfly', 'anime', 'brave of the sun fighbird', 'confused', 'mistake'],
    text: [at('custom', 80, 20, 30, 'Butterfly', { fontSize: 64 }), at('custom', 30, 30, 40, 'Me', { fontSize: 64 }), at('bottom', 50, 88, 90, 'Is this a ...?', { fontSize: 64 })],
  },
  {
    name: 'Surprised Pikachu', image: '/2kbn1e.jpg', width: 1893, height: 1893, category: 'reaction', popularity: 94, added: '2018-10',
    tags: ['pikachu', 'pokemon', 'anime', 'shocked', 'surprised', 'consequences'],
    text: [at('top', 50, 12, 90, 'Does the obvious thing', { fontSize: 72 }), at('custom', 50, 30, 90, 'Gets the obvious result', { fontSize: 72 })],
  },
  {
    name: 'Mocking Spongebob', image: '/1otk96.jpg', width: 502, height: 353, category: 'cartoon', popularity: 92, added: '2017-05',
    tags: ['spongebob', 'mocking', 'sarcasm', 'chicken', 'alternating caps'],
    text: topAndBottom('Someone says something', 'sOmEoNe SaYs SoMeThInG', 28),
  },
  {
    name: 'Buff Doge vs. Cheems', image: '/43a45p.png', width: 937, height: 720, category: 'trending', popularity: 89, added: '2020-06',
    tags: ['doge', 'cheems', 'shiba', 'buff', 'then and now', 'swole'],
    text: [at('custom', 25, 10, 45, 'Back then'), at('custom', 75, 10, 45, 'Now'), at('custom', 25, 85, 45, 'Strong'), at('custom', 75, 85, 45, 'Weak')],
    panels: grid(2, 1),
  },
  {
    name: 'Trade Offer', image: '/54hjww.jpg', width: 607, height: 794, category: 'trending', popularity: 88, added: '2021-05',
    tags: ['trade offer', 'tiktok', 'deal', 'i receive', 'you receive'],
    text: [at('custom', 25, 38, 40, 'I receive:'), at('custom', 75, 38, 40, 'You receive:')],
  },
  {
    name: 'Hide the Pain Harold', image: '/gk5el.jpg', width: 480, height: 601, category: 'celebrity', popularity: 84, added: '2011-03',
    tags: ['harold', 'pain', 'smile', 'stock photo', 'awkward'],
    text: topAndBottom('When the code works', "And you don't know why"),
  },
  {
    name: 'Bernie I Am Once Again Asking for Your Support', image: '/3oevdk.jpg', width: 750, height: 750, category: 'celebrity', popularity: 83, added: '2020-01',
    tags: ['bernie', 'sanders', 'asking', 'support', 'mittens'],
    text: [at('bottom', 50, 88, 90, 'I am once again asking for your support')],
  },
  {
    name: 'Waiting Skeleton', image: '/2fm6x.jpg', width: 298, height: 403, category: 'reaction', popularity: 80, added: '2009-06',
    tags: ['skeleton', 'waiting', 'forever', 'bench', 'still waiting'],
    text: topAndBottom('Me waiting for', 'The bus to arrive', 24),
  },
  {
    name: 'Grumpy Cat', image: '/8p0a.jpg', width: 500, height: 617, category: 'animal', popularity: 82, added: '2012-09',
    tags: ['cat', 'grumpy', 'tardar sauce', 'no', 'frown'],
    text: topAndBottom('I had fun once', 'It was awful'),
  },
  {
    name: 'Doge', image: '/4t0m5.jpg', width: 620, height: 620, category: 'animal', popularity: 86, added: '2013-07',
    tags: ['doge', 'shiba', 'shiba inu', 'dog', 'such wow', 'kabosu'],
    text: [at('custom', 28, 18, 40, 'such meme', { color: '#ff00ff', textAlign: 'left' }), at('custom', 70, 50, 40, 'very template', { color: '#00ffff', textAlign: 'left' }), at('custom', 35, 82, 40, 'wow', { color: '#ffff00', textAlign: 'left' })],
  },
  {
    name: 'Futurama Fry', image: '/1bgw.jpg', width: 552, height: 414, category: 'cartoon', popularity: 81, added: '2011-02',
    tags: ['fry', 'futurama', 'not sure if', 'squint', 'suspicious'],
    text: topAndBottom('Not sure if', 'Or just'),
  },
  {
    name: 'Epic Handshake', image: '/28s2gu.jpg', width: 900, height: 645, category: 'comparison', popularity: 85, added: '2018-07',
    tags: ['handshake', 'predator', 'agreement', 'common ground', 'arm wrestle'],
    text: [at('custom', 20, 50, 30, 'Group one'), at('custom', 80, 50, 30, 'Group two'), at('custom', 50, 28, 28, 'Thing they agree on')],
  },
  {
    name: 'Monkey Puppet', image: '/2gnnjh.jpg', width: 923, height: 768, category: 'reaction', popularity: 84, added: '2019-03',
    tags: ['monkey', 'puppet', 'side eye', 'awkward', 'look away'],
    text: topAndBottom('When someone asks who broke the build', 'Me, looking away'),
    panels: grid(2, 1),
  },
];
