// The offline caption engine writes whole phrases (issue 12, item 4): every prompt of a varied
// corpus, through the real offline provider, for Text to Meme, Template + Prompt (1 to 4 boxes) and
// uploads: no prompt cut inside a phrase, no word doubled, no caption said twice in a generation,
// the interface language around the topic, boxes filled by their role when the catalogue has roles.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../api/ai/languages';
import { createOfflineProvider } from '../../../api/ai/offline/engine';
import { UPLOAD_SLOTS, type TemplateChoice } from '../../../api/ai/types';
import { templateChoice, textCandidates } from '../../../api/services/generation/candidates';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { listTemplates } from '../../../api/templates/catalogue/listing';
import { problemsOf } from '../../helpers/captionProblems';

const CORPUS: readonly [string, string][] = [
  ['taxes', 'en'],
  ['pineapple pizza', 'en'],
  ['Monday mornings before coffee', 'en'],
  ['my cat ignoring me', 'en'],
  ['all of my plants dying', 'en'],
  ['Me ignoring my actual work to reorganize my desk drawer by color for the third time this week', 'en'],
  ["The feeling when you find money in an old jacket you haven't worn since last winter", 'en'],
  ["make a meme about when your code works on the first try and you don't know why", 'en'],
  ['When the group project is due tomorrow and nobody has started, but everyone says they are almost done', 'en'],
  ['trying to eat healthy but the office keeps bringing donuts every single day of the week', 'en'],
  ['Me at 3am: what if I learned Japanese, started a bakery, and moved to Iceland?', 'en'],
  ['gym', 'en'],
  ['when the wifi goes down for five minutes', 'en'],
  ['online meetings that could have been an email', 'en'],
  ['my dog hearing the cheese wrapper from three rooms away', 'en'],
  ['Students after finishing the exam; teachers after reading the answers', 'en'],
  ['Waking up before the alarm and realizing it is Saturday!', 'en'],
  ['buying more books when I already have a pile of unread ones at home, because the covers were pretty', 'en'],
  ['saying "I will just watch one episode" at 11 pm', 'en'],
  ['programmers explaining to their families what they actually do at work all day long without success', 'en'],
  ['the printer jams right before the important presentation', 'en'],
  ['Ich vergesse jeden Morgen meinen Schlüssel, aber nie mein Handy', 'de'],
  ['cuando tu mamá dice que hay comida en casa y no quieres pedir pizza', 'es'],
  ['quand le wifi coupe en plein milieu de la réunion importante du lundi matin', 'fr'],
  ['quando o ônibus passa direto no ponto e você está atrasado para o trabalho', 'pt'],
  ['wanneer je fiets weer gestolen is voor de derde keer dit jaar', 'nl'],
  ['kiedy szef pisze w piątek o siedemnastej', 'pl'],
  ['когда кот будит тебя в пять утра, а потом сам ложится спать', 'ru'],
  ['коли батьки питають про роботу на свята', 'uk'],
  ['月曜日の朝、コーヒーを飲む前に上司からメールが来て絶望する', 'ja'],
  ['猫が キーボードの上で 寝ている', 'ja'],
  ['週末なのに早起きしてしまった', 'ja'],
  ['我的猫每天早上五点叫我起床然后又回去睡觉', 'zh'],
  ['老板说今天不加班，结果开会开到晚上十点，大家都饿坏了', 'zh'],
  ['เวลาที่ตื่นสายแล้วต้องรีบไปทำงาน แต่รถติดมาก', 'th'],
  ['กินข้าวเสร็จแล้วง่วงนอนทุกวัน', 'th'],
  ['عندما تنسى كلمة السر للمرة العاشرة لكن المتصفح يتذكرها', 'ar'],
  ['الواي فاي في البيت', 'ar'],
  ['जब माँ कहती है कि घर में खाना है और तुम पिज़्ज़ा ऑर्डर करना चाहते हो', 'hi'],
  ['सोमवार की सुबह', 'hi'],
  ['회의가 또 길어질 때', 'ko'],
  ['Pazartesi sabahı alarm çalınca ama uyanmak istemeyince', 'tr'],
  ['όταν τελειώνει ο καφές πριν αρχίσει η μέρα', 'el'],
  ['khi deadline đến gần mà chưa làm gì cả', 'vi'],
];

describe('whole phrases in every caption', () => {
  const provider = createOfflineProvider();
  const bySlots = new Map<number, TemplateChoice>();
  for (const template of listTemplates({ category: 'all', kind: 'image' }) ?? []) {
    if (!bySlots.has(template.textPositions.length)) bySlots.set(template.textPositions.length, templateChoice(template));
  }
  const templates = [templateChoice(getTemplate('drake-hotline-bling')!), ...[1, 3, 4].flatMap((boxes) => bySlots.get(boxes) ?? [])];

  it(`holds for ${CORPUS.length} prompts, every method and box count`, async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    for (const [prompt, locale] of CORPUS) {
      const report = (what: string, list: string[]) => list.forEach((problem) => problems.push(`${locale} "${prompt}" ${what}: ${problem}`));
      const candidates = textCandidates(prompt, false).map(templateChoice);
      const text = await provider.generate({ kind: 'text', prompt, locale, count: 4, candidates });
      const slotsOf = text.variations.map((variation) => candidates.find((candidate) => candidate.id === variation.templateId)!.slots.length);
      report('text', problemsOf(prompt, locale, 4, slotsOf, text));
      for (const template of templates) {
        const result = await provider.generate({ kind: 'template', prompt, locale, count: 4, template });
        report(template.id, problemsOf(prompt, locale, 4, Array(4).fill(template.slots.length), result));
      }
      const upload = await provider.generate({
        kind: 'upload',
        prompt,
        locale,
        count: 3,
        slots: UPLOAD_SLOTS,
        image: { bytes: new Uint8Array(), mimeType: 'image/png', width: 1, height: 1 },
      });
      report('upload', problemsOf(prompt, locale, 3, [2, 2, 2], upload));
      // A short prompt fits any box: every meme says it whole.
      const drake = await provider.generate({ kind: 'template', prompt, locale, count: 4, template: templates[0]! });
      const columns = [...prompt].reduce(
        (sum, char) => sum + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char) ? 2 : 1),
        0,
      );
      if (columns <= 30 && !/^(?:when|kiedy|коли|cuando|quand)\s/i.test(prompt)) {
        for (const variation of [...drake.variations, ...upload.variations]) {
          if (!variation.captions.join(' ').toLocaleLowerCase().includes(prompt.toLocaleLowerCase()))
            report('whole', [`${variation.captions.join(' / ')} leaves part of it out`]);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('would catch the captions of the issue', () => {
    const prompt = 'Me ignoring my actual work to reorganize my desk drawer by color';
    const issue = {
      variations: [
        { captions: ['Me ignoring my actual work to reorganize my'] },
        { captions: ['Me ignoring my actual work to reorganize my'] },
        { captions: ['You receive: all of my my plants'] },
      ],
    };
    expect(problemsOf(prompt, 'en', 3, [1, 1, 1], issue)).toEqual([
      '"Me ignoring my actual work to reorganize my" cuts the prompt before "desk"',
      '"Me ignoring my actual work to reorganize my" ends its topic on "my"',
      '"Me ignoring my actual work to reorganize my" repeated',
      '"Me ignoring my actual work to reorganize my" cuts the prompt before "desk"',
      '"Me ignoring my actual work to reorganize my" ends its topic on "my"',
      '"You receive: all of my my plants" doubles "my"',
    ]);
  });

  it('keeps a prompt that fits a box whole, and cuts a long one at a clause', async () => {
    const drake = templates[0]!;
    const short = await provider.generate({ kind: 'template', prompt: 'Monday mornings before coffee', locale: 'en', count: 4, template: drake });
    expect(short.variations.flatMap((v) => v.captions).join(' | ')).toContain('Monday mornings before coffee');
    const long = 'Me ignoring my actual work to reorganize my desk drawer by color for the third time this week, again';
    const captions = (await provider.generate({ kind: 'template', prompt: long, locale: 'en', count: 4, template: bySlots.get(4)! })).variations.flatMap(
      (v) => v.captions,
    );
    expect(captions.some((caption) => caption.includes('Me ignoring my actual work') || caption.includes('me ignoring my actual work'))).toBe(true);
    expect(captions.filter((caption) => /reorganize my$|in an$|my my/i.test(caption))).toEqual([]);
  });

  it('fills boxes by their role when the catalogue gives roles, in every language', async () => {
    const template: TemplateChoice = {
      ...templates[0]!,
      id: 'rejected-and-preferred',
      slots: [
        { position: 'top', defaultText: 'Nah', role: 'the thing rejected' },
        { position: 'bottom', defaultText: 'Yeah', role: 'the thing preferred' },
      ],
    };
    const problems: string[] = [];
    for (const locale of LANGUAGE_CODES) {
      const result = await provider.generate({ kind: 'template', prompt: 'pineapple pizza', locale, count: 3, template });
      const [rejected, preferred] = result.variations[0]!.captions;
      if (rejected!.toLowerCase().includes('pineapple pizza') || !preferred!.toLowerCase().includes('pineapple pizza'))
        problems.push(`${locale}: ${rejected} / ${preferred}`);
      problems.push(...problemsOf('pineapple pizza', locale, 3, [2, 2, 2], result).map((problem) => `${locale}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
