// The chat messages sent to an OpenAI-compatible model for each kind of request. The user's prompt
// travels as a JSON string, so it reads as data to caption, not as instructions to follow. Each
// template comes with what it means (its description) and what each of its boxes means (its roles),
// which is what a model needs to pick a fitting meme and to put each caption where it belongs.
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { languageName } from '../languages';
import type { CaptionImage, CaptionRequest, CaptionSlot, TemplateChoice } from '../types';
import { firstFramePng } from './gifFrame';

/** The templateId a model gives an upload's memes (there is no template). */
export const UPLOAD_TEMPLATE_ID = 'upload';

function systemMessage(locale: string): string {
  return [
    'You are a witty meme writer. You write short, punchy, funny meme captions that are safe for work and never hateful.',
    `Write every caption in ${languageName(locale)} (${locale}), because the prompt is written in it (or, when the prompt is a word or two, the user reads it), and set language to the BCP-47 code of the language you wrote them in.`,
    'Keep each caption under 12 words. Reply only with JSON matching the given schema.',
  ].join(' ');
}

/** A box by its role when the catalogue knows it, else by its placeholder text. */
function box(slot: CaptionSlot, index: number): string {
  return `${index + 1}. ${slot.role ?? `what ${JSON.stringify(slot.defaultText)} says`} (${slot.position})`;
}

function boxes(slots: readonly CaptionSlot[]): string {
  return `${slots.length} text box(es): ${slots.map(box).join('; ')}`;
}

function templateLine(template: TemplateChoice): string {
  return `- ${template.id}: ${template.name} [${template.category}] — ${template.description} — ${boxes(template.slots)}`;
}

function userText(request: CaptionRequest): string {
  const prompt = `Prompt: ${JSON.stringify(request.prompt)}`;
  switch (request.kind) {
    case 'text':
      return [
        prompt,
        `Write ${request.count} different memes about the prompt. For each one choose the template from the list below whose meaning fits it best (a template may be used more than once) and give its exact id as templateId.`,
        'Give exactly one caption per text box of the chosen template, in the listed order, each saying what that box means for this prompt. Set imageDescription to an empty string.',
        'Templates (id: name [category] — when the meme is used — its boxes), the best fit for the prompt first:',
        ...request.candidates.map(templateLine),
      ].join('\n');
    case 'template':
      return [
        prompt,
        `Template: ${request.template.name} (id ${request.template.id}) [${request.template.category}], tags: ${request.template.tags.join(', ')}.`,
        `When it is used: ${request.template.description}`,
        `It has ${boxes(request.template.slots)}.`,
        `Write ${request.count} different memes about the prompt for this template, each with exactly ${request.template.slots.length} caption(s) in that order, each saying what its box means for this prompt, and templateId ${JSON.stringify(request.template.id)}. Set imageDescription to an empty string.`,
      ].join('\n');
    case 'upload':
      return [
        prompt,
        `Look at the image and write ${request.count} different memes about the prompt for it, each with 1 or 2 captions: the top text and, optionally, the bottom text. Use ${JSON.stringify(UPLOAD_TEMPLATE_ID)} as templateId.`,
        `Set imageDescription to one plain sentence in ${languageName(request.locale)} describing the image for someone who cannot see it.`,
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

/** The messages of a second try: the first ones, the unusable answer and what was wrong with it. */
export function retryMessages(messages: readonly ChatCompletionMessageParam[], answer: string | null, problem: string): ChatCompletionMessageParam[] {
  return [
    ...messages,
    ...(answer ? [{ role: 'assistant', content: answer } as const] : []),
    { role: 'user', content: `That answer could not be used: ${problem}. Answer again, following every instruction above exactly.` },
  ];
}
