// The chat messages sent to an OpenAI-compatible model for each kind of request. The user's prompt
// travels as a JSON string, so it reads as data to caption, not as instructions to follow. Each
// template comes with what it means (its description), what each of its boxes means (its roles)
// and how many characters each box shows legibly, plus two memes of our own on it when we have
// them: what a model needs to pick a fitting meme, put each caption where it belongs and keep it
// short enough to read. The model writes a few more memes than are kept, funniest first.
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { slotBudgets } from '../budgets';
import { languageName } from '../languages';
import { memesToAskFor } from '../ranking';
import type { CaptionImage, CaptionRequest, CaptionSlot, CaptionVariation, TemplateChoice } from '../types';
import { workedExamplesFor } from '../workedExamples';
import { firstFramePng } from './gifFrame';

/** The templateId a model gives an upload's memes (there is no template). */
export const UPLOAD_TEMPLATE_ID = 'upload';

export function systemMessage(locale: string): string {
  return [
    'You are a witty meme writer. You write short, punchy, funny meme captions that are safe for work and never hateful.',
    `Write every caption in ${languageName(locale)} (${locale}), because the prompt is written in it (or, when the prompt is a word or two, the user reads it), and set language to the BCP-47 code of the language you wrote them in.`,
    "Keep each caption within its box's character budget. Reply only with JSON matching the given schema.",
  ].join(' ');
}

/** A box by its place, its role (or its placeholder text) and its budget: "box 1 (top, the thing rejected, at most 38 characters)". */
function box(slot: CaptionSlot, index: number, budget: number | undefined): string {
  const meaning = slot.role ?? `what ${JSON.stringify(slot.defaultText)} says`;
  return `box ${index + 1} (${slot.position}, ${meaning}${budget === undefined ? '' : `, at most ${budget} characters`})`;
}

function boxes(request: CaptionRequest, slots: readonly CaptionSlot[]): string {
  const budgets = slotBudgets(request, slots);
  return `${slots.length} text box(es): ${slots.map((slot, index) => box(slot, index, budgets[index])).join('; ')}`;
}

/** Our own memes on the template, as the model should write them: `Examples: prompt "…" → ["…","…"]`. */
function examples(template: TemplateChoice): string[] {
  const worked = workedExamplesFor(template);
  if (worked.length === 0) return [];
  return [`  Examples: ${worked.map((example) => `prompt ${JSON.stringify(example.prompt)} → ${JSON.stringify(example.captions)}`).join('; ')}`];
}

function templateLines(request: CaptionRequest, template: TemplateChoice): string[] {
  return [`- ${template.id}: ${template.name} [${template.category}] — ${template.description} — ${boxes(request, template.slots)}`, ...examples(template)];
}

/** What to write, how many, and in what order. */
function task(request: CaptionRequest, what: string): string[] {
  const asked = memesToAskFor(request.count);
  return [
    `Write ${asked} different memes ${what}. The ${request.count === 1 ? 'funniest one' : `${request.count} funniest`} will be kept, so make each one count.`,
    'Write them funniest first: the first meme is the one you find funniest, then the next funniest, and so on; the first ones are shown as soon as they are written.',
  ];
}

/**
 * The user message's text. `vision` is false for a model that is given no picture (the local
 * model): it writes an upload's captions from the prompt alone and describes nothing.
 */
export function userText(request: CaptionRequest, { vision = true }: { vision?: boolean } = {}): string {
  const language = languageName(request.locale);
  const opening = [
    `Prompt: ${JSON.stringify(request.prompt)}`,
    `Write the captions in ${language} (${request.locale}).`,
    "Keep each caption within its box's budget: a caption that fits is drawn big enough to read, and short is funnier.",
  ];
  switch (request.kind) {
    case 'text':
      return [
        ...opening,
        ...task(request, 'about the prompt'),
        'For each one choose the template from the list below whose meaning fits it best and give its exact id as templateId; use different templates when several fit.',
        'Give exactly one caption per text box of the chosen template, in the listed order, each saying what that box means for this prompt. Set imageDescription to an empty string.',
        `Templates (id: name [category] — when the meme is used — its boxes), the best fit for the prompt first, some with two memes of ours in English to show the format (write your own, in ${language}, about the prompt):`,
        ...request.candidates.flatMap((candidate) => templateLines(request, candidate)),
      ].join('\n');
    case 'template':
      return [
        ...opening,
        `Template: ${request.template.name} (id ${request.template.id}) [${request.template.category}], tags: ${request.template.tags.join(', ')}.`,
        `When it is used: ${request.template.description}`,
        `It has ${boxes(request, request.template.slots)}.`,
        ...examples(request.template).map((line) => `${line.trim()} (ours, in English, to show the format: write your own, in ${language}, about the prompt)`),
        ...task(request, 'about the prompt for this template'),
        `Give each exactly ${request.template.slots.length} caption(s) in that order, each saying what its box means for this prompt, and templateId ${JSON.stringify(request.template.id)}. Set imageDescription to an empty string.`,
      ].join('\n');
    case 'upload':
      return [
        ...opening,
        `The image has ${boxes(request, request.slots)}.`,
        ...task(request, 'about the prompt for the image'),
        `${vision ? 'Look at the image. ' : ''}Give each 1 or 2 captions: the top text and, optionally, the bottom text. Use ${JSON.stringify(UPLOAD_TEMPLATE_ID)} as templateId.`,
        vision
          ? `Set imageDescription to one plain sentence in ${language} describing the image for someone who cannot see it.`
          : 'Set imageDescription to an empty string.',
      ].join('\n');
  }
}

/**
 * The picture as a data URL a vision model takes. Vision APIs read stills, not animations (OpenAI
 * refuses animated GIFs, and local servers often any GIF), so a GIF goes as its first frame in PNG.
 */
function imageUrl(image: CaptionImage): string {
  if (image.mimeType === 'image/gif') return `data:image/png;base64,${firstFramePng(image.bytes).toString('base64')}`;
  return `data:${image.mimeType};base64,${Buffer.from(image.bytes).toString('base64')}`;
}

/** System and user messages for `request`; an upload's image goes along as a data URL. */
export function captionMessages(request: CaptionRequest): ChatCompletionMessageParam[] {
  const system: ChatCompletionMessageParam = { role: 'system', content: systemMessage(request.locale) };
  if (request.kind !== 'upload') return [system, { role: 'user', content: userText(request) }];
  const content: ChatCompletionContentPart[] = [
    { type: 'text', text: userText(request) },
    { type: 'image_url', image_url: { url: imageUrl(request.image), detail: 'low' } },
  ];
  return [system, { role: 'user', content }];
}

/** What a second try needs to know: what was wrong, how many more memes, and which are kept already. */
export type Shortfall = { problem: string; missing: number; kept: readonly CaptionVariation[] };

/** What a second try is told after an answer that gave too few usable memes. */
export function retryText(request: CaptionRequest, { problem, missing, kept }: Shortfall): string {
  const asked = memesToAskFor(missing);
  const lines = [`That answer could not be used in full: ${problem}.`];
  if (kept.length > 0) {
    lines.push(`${kept.length} of its memes are kept: ${kept.map((variation) => JSON.stringify(variation.captions)).join('; ')}. Do not write them again.`);
  }
  lines.push(`Write ${asked} more different memes, funniest first, for the ${missing} still needed.`);
  const templates = [...new Set(kept.map((variation) => variation.templateId))];
  if (request.kind === 'text' && templates.length > 0) lines.push(`Choose templates other than ${templates.join(', ')} when others fit.`);
  lines.push('Follow every instruction above exactly.');
  return lines.join(' ');
}

/** The messages of a second try: the first ones, the answer as far as it went and what it lacked. */
export function retryMessages(
  messages: readonly ChatCompletionMessageParam[],
  answer: string,
  request: CaptionRequest,
  shortfall: Shortfall,
): ChatCompletionMessageParam[] {
  return [...messages, ...(answer ? [{ role: 'assistant', content: answer } as const] : []), { role: 'user', content: retryText(request, shortfall) }];
}
