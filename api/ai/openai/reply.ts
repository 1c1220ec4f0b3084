// What the model must answer and how its answer is judged. The schema sent with a request is strict
// (every field required) and limits templateId to the request's own templates; the answer is read
// with a looser schema so a wrong id can be named. The model writes more memes than are needed and
// ranks them; an answer is usable when `count` of them are on an allowed template with one caption
// per box, in the user's language (both the language the model declares and the script its
// captions are written in). The best ranked of those are kept. Memes with a caption far over its
// box's budget come last, and an answer that needs them is sent back once, saying which box.
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { LANGUAGE_CODES, languageName } from '../languages';
import { byRank, keepBest } from '../ranking';
import type { CaptionRequest, CaptionResult } from '../types';
import { acceptWithIndexes, overBudgetProblem, writtenInScriptOf, type ProposedVariation } from '../validate';
import { UPLOAD_TEMPLATE_ID } from './messages';

/** Why an answer was unusable; the provider asks once more, then gives up with this message. */
export class UnusableReply extends Error {}

const replySchema = z.object({
  // A model that leaves out a rank has its memes kept in the order written, after the ranked ones.
  memes: z.array(z.object({ templateId: z.string(), captions: z.array(z.string()), rank: z.number().optional() })),
  language: z.string(),
  imageDescription: z.string(),
});
type ReplyMeme = z.infer<typeof replySchema>['memes'][number];

/** The template ids a meme may name: the candidates, the chosen template, or the upload's marker. */
export function allowedTemplateIds(request: CaptionRequest): string[] {
  if (request.kind === 'text') return [...new Set(request.candidates.map((candidate) => candidate.id))];
  return [request.kind === 'template' ? request.template.id : UPLOAD_TEMPLATE_ID];
}

/** The response format for `request` (OpenAI structured output, accepted by Ollama, vLLM, llama.cpp). */
export function replyFormat(request: CaptionRequest) {
  const [first, ...rest] = allowedTemplateIds(request);
  if (first === undefined) throw new UnusableReply('there was no template to choose from');
  const schema = z.object({
    memes: z.array(
      z.object({
        templateId: z.enum([first, ...rest]).describe('Id of the chosen template'),
        captions: z.array(z.string()).describe("One caption per text box of the chosen template, in the boxes' order, each filling that box's role"),
        rank: z.number().int().describe('How funny this meme is among yours: 1 for the funniest, 2 for the next, each rank used once'),
      }),
    ),
    language: z.string().describe('BCP-47 code of the language the captions are written in, e.g. "es"'),
    imageDescription: z.string().describe('One sentence describing an uploaded image; empty when there is none'),
  });
  return zodResponseFormat(schema, 'meme_captions');
}

const ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', tl: 'fil', iw: 'he', in: 'id' };

/** The supported language code a model's `language` names (`es-MX`, `nb`, `Spanish`), or its primary subtag. */
function languageCodeOf(tag: string): string {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const byName = LANGUAGE_CODES.find((code) => languageName(code).toLowerCase() === tag.trim().toLowerCase());
  return byName ?? ALIASES[primary] ?? primary;
}

/** What disqualifies one meme of the answer, or undefined when it fits the request. */
function memeProblem(request: CaptionRequest, meme: ReplyMeme): string | undefined {
  if (!allowedTemplateIds(request).includes(meme.templateId)) return `names the template "${meme.templateId}", which was not offered`;
  const slots =
    request.kind === 'text'
      ? request.candidates.find((candidate) => candidate.id === meme.templateId)!.slots
      : request.kind === 'template'
        ? request.template.slots
        : request.slots;
  // An upload's top text alone is a fine meme; a template's boxes all need their caption.
  const fits = request.kind === 'upload' ? meme.captions.length >= 1 && meme.captions.length <= slots.length : meme.captions.length === slots.length;
  if (!fits) return `has ${meme.captions.length} caption(s) for ${slots.length} text box(es)`;
  if (!writtenInScriptOf(request.locale, meme.captions)) return `is not written in ${languageName(request.locale)}`;
  return undefined;
}

/** A usable answer; `problem` says what to ask better when it only made up the count with over-long captions. */
export type ReadReply = { result: CaptionResult; problem?: string };

/** The captions in a model's answer, the best ranked kept; throws UnusableReply saying what is wrong with it. */
export function readReply(request: CaptionRequest, content: string): ReadReply {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new UnusableReply('the reply was not JSON');
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) throw new UnusableReply(`the reply did not match the schema: ${parsed.error.issues[0]?.message ?? ''}`);
  const reply = parsed.data;
  if (languageCodeOf(reply.language) !== request.locale) {
    throw new UnusableReply(`the captions are in "${reply.language}", not in ${languageName(request.locale)} ("${request.locale}")`);
  }
  const problems: string[] = [];
  const usable: (ProposedVariation & { rank: number | undefined; number: number })[] = [];
  reply.memes.forEach((meme, index) => {
    const problem = memeProblem(request, meme);
    if (problem) problems.push(`meme ${index + 1} ${problem}`);
    else usable.push({ templateId: request.kind === 'upload' ? null : meme.templateId, captions: meme.captions, rank: meme.rank, number: index + 1 });
  });
  // Blank or repeated memes are dropped here too, so they count as missing.
  const ranked = byRank(usable, (meme) => meme.rank);
  const accepted = acceptWithIndexes(request, ranked, ranked.length).map(({ index, variation }) => ({
    variation,
    number: ranked[index]!.number,
    overBudget: overBudgetProblem(request, variation),
  }));
  const legible = accepted.filter((meme) => !meme.overBudget);
  // Over-long memes only make up the count, and only after the legible ones.
  const kept = keepBest(request, legible.length >= request.count ? legible : [...legible, ...accepted.filter((meme) => meme.overBudget)]);
  if (kept.length < request.count) {
    throw new UnusableReply(problems[0] ?? `the reply had ${kept.length} usable meme(s) where ${request.count} were asked for`);
  }
  const long = kept.find((meme) => meme.overBudget);
  const description = reply.imageDescription.trim();
  return {
    result: {
      variations: kept.map((meme) => meme.variation),
      ...(request.kind === 'upload' && description ? { imageDescription: description.slice(0, 300) } : {}),
    },
    ...(long ? { problem: `meme ${long.number} is too long to read: its ${long.overBudget}` } : {}),
  };
}
