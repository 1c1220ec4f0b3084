// The generated templates that pad the catalogue to the spec's 5000: "<mood> <subject> <format>"
// names (e.g. "Smug Capybara Hot Take"), with sizes, popularity and caption boxes from a seeded
// generator, so every build yields the same entries in the same order.
import type { TemplateCategory } from '../../../core/templates/types';
import { dayOf, templateImageUrl, withIds, type CatalogueEntry } from './entry';
import { generatedLayout } from './layouts';
import { seededRandom } from './seededRandom';
import { slugify } from './slug';

type Subject = { name: string; category: TemplateCategory; tags: string[] };
type Format = { name: string; category?: TemplateCategory; tags: string[] };

const MOODS = [
  'Confused', 'Smug', 'Sleepy', 'Angry', 'Happy', 'Crying', 'Suspicious', 'Excited', 'Nervous', 'Proud', 'Tired', 'Shocked',
  'Disappointed', 'Wholesome', 'Chaotic', 'Dramatic', 'Sneaky', 'Grumpy', 'Cheerful', 'Bored', 'Panicked', 'Chill', 'Judgmental', 'Victorious',
];

const subject = (name: string, category: TemplateCategory, ...tags: string[]): Subject => ({ name, category, tags });
const SUBJECTS: Subject[] = [
  subject('Cat', 'animal', 'cat', 'kitty'), subject('Dog', 'animal', 'dog', 'puppy'), subject('Shiba', 'animal', 'doge', 'shiba', 'dog'),
  subject('Cheems', 'animal', 'doge', 'cheems', 'shiba'), subject('Hamster', 'animal', 'hamster'), subject('Capybara', 'animal', 'capybara'),
  subject('Raccoon', 'animal', 'raccoon', 'trash panda'), subject('Goose', 'animal', 'goose', 'honk'), subject('Frog', 'animal', 'frog'),
  subject('Owl', 'animal', 'owl', 'bird'), subject('Penguin', 'animal', 'penguin', 'bird'), subject('Otter', 'animal', 'otter'),
  subject('Office Worker', 'reaction', 'office', 'work'), subject('Intern', 'reaction', 'office', 'work'), subject('Grandma', 'reaction', 'family'),
  subject('Toddler', 'reaction', 'kid', 'family'), subject('Teacher', 'reaction', 'school'), subject('Student', 'reaction', 'school'),
  subject('Movie Star', 'celebrity', 'hollywood'), subject('Pop Singer', 'celebrity', 'music'), subject('Tech CEO', 'celebrity', 'tech'),
  subject('Celebrity Chef', 'celebrity', 'cooking', 'food'), subject('News Anchor', 'celebrity', 'news'), subject('Bodybuilder', 'celebrity', 'gym', 'buff'),
  subject('Wizard', 'movie', 'fantasy', 'magic'), subject('Space Captain', 'movie', 'sci-fi', 'space'), subject('Detective', 'movie', 'mystery'),
  subject('Superhero', 'movie', 'hero', 'comic'), subject('Villain', 'movie', 'evil'), subject('Zombie', 'movie', 'horror'),
  subject('Cartoon Fox', 'cartoon', 'fox', 'animation'), subject('Anime Hero', 'cartoon', 'anime', 'hero'), subject('Anime Girl', 'cartoon', 'anime', 'waifu'),
  subject('Magical Girl', 'cartoon', 'anime', 'magic'), subject('Robot', 'cartoon', 'robot', 'animation'), subject('Ninja', 'cartoon', 'anime', 'ninja'),
  subject('Gamer', 'gaming', 'gamer', 'video games'), subject('Speedrunner', 'gaming', 'speedrun', 'video games'), subject('Noob', 'gaming', 'noob', 'video games'),
  subject('Final Boss', 'gaming', 'boss', 'video games'), subject('NPC', 'gaming', 'npc', 'video games'), subject('Streamer', 'gaming', 'stream', 'twitch'),
  subject('AI Chatbot', 'trending', 'ai', 'chatbot', 'tech'), subject('Influencer', 'trending', 'social media', 'influencer'), subject('Crypto Trader', 'trending', 'crypto', 'money'),
  subject('Main Character', 'trending', 'main character', 'tiktok'), subject('Doomscroller', 'trending', 'phone', 'social media'), subject('Sigma', 'trending', 'sigma', 'grindset'),
];

const format = (name: string, category: TemplateCategory | undefined, ...tags: string[]): Format => ({ name, tags, ...(category ? { category } : {}) });
const FORMATS: Format[] = [
  format('Reaction', 'reaction', 'reaction'), format('Stare', 'reaction', 'stare', 'reaction'), format('Meltdown', 'reaction', 'panic'),
  format('Choice', 'choice', 'decision'), format('Dilemma', 'choice', 'decision', 'dilemma'), format('Versus', 'comparison', 'vs', 'comparison'),
  format('Before and After', 'comparison', 'comparison', 'glow up'), format('Hot Take', 'opinion', 'opinion'), format('Unpopular Opinion', 'opinion', 'opinion'),
  format('Life Advice', 'advice', 'advice', 'tip'), format('Pro Tip', 'advice', 'advice', 'tip'), format('Moment', undefined, 'moment'),
  format('Starter Pack', undefined, 'starter pack'), format('Victory Dance', undefined, 'dance', 'win'),
];

const SIZES: [number, number][] = [[500, 500], [600, 600], [800, 600], [600, 800], [1200, 675], [640, 480], [480, 640], [1000, 1000], [700, 700], [900, 600]];
const FIRST_DAY = dayOf('2012-01-01');
const LAST_DAY = dayOf('2025-10-31');

/** `count` generated templates whose ids avoid `takenIds`; exactly `gifCount` of them are GIFs. */
export function fillerTemplates(count: number, gifCount: number, takenIds: ReadonlySet<string>): CatalogueEntry[] {
  const random = seededRandom('filler');
  const combinations = MOODS.flatMap((mood) => SUBJECTS.flatMap((who) => FORMATS.map((what) => [mood, who, what] as const)));
  const chosen: (typeof combinations)[number][] = [];
  for (const combination of random.shuffled(combinations)) {
    if (chosen.length === count) break;
    const [mood, who, what] = combination;
    if (!takenIds.has(slugify(`${mood} ${who.name} ${what.name}`))) chosen.push(combination);
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} generated template names for ${count} places`);
  const gifPlaces = new Set(random.shuffled(chosen.map((_, index) => index)).slice(0, gifCount));
  return chosen.map(([mood, who, what], index) => {
    const name = `${mood} ${who.name} ${what.name}`;
    const id = slugify(name);
    const isGif = gifPlaces.has(index);
    const [baseWidth, baseHeight] = random.pick(SIZES);
    const jitter = 1 + (random.next() - 0.5) * 0.2;
    const width = Math.round(baseWidth * (isGif ? 0.6 : jitter));
    const height = Math.round(baseHeight * (isGif ? 0.6 : jitter));
    const layout = generatedLayout(random.int(1, 4), width, random);
    return {
      id,
      name,
      url: templateImageUrl(id, isGif ? 'gif' : 'png'),
      width,
      height,
      category: random.next() < 0.5 ? who.category : (what.category ?? who.category),
      isGif,
      // Most generated templates are obscure; a few are nearly as popular as the classics.
      popularity: 1 + Math.round(random.next() ** 2.2 * 79),
      tags: [...new Set([mood.toLowerCase(), ...who.tags, ...what.tags, ...(isGif ? ['gif', 'animated'] : [])])],
      textPositions: withIds(id, layout.text),
      classic: false,
      addedDay: random.int(FIRST_DAY, LAST_DAY),
      ...(layout.panels ? { panels: layout.panels } : {}),
    };
  });
}
