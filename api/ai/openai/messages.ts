// The chat messages sent to an OpenAI-compatible model for each kind of request. The user's prompt
// travels as a JSON string, so it reads as data to caption, not as instructions to follow.
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { languageName } from '../languages';
import type { CaptionRequest, CaptionSlot, TemplateChoice } from '../types';

/** The templateId a model gives an upload's memes (there is no template). */
export const UPLOAD_TEMPLATE_ID = 'upload';

function systemMessage(language: string): string {
  return [
    'You are a witty meme writer. You write short, punchy, funny meme captions that are safe for work and never hateful.',
    `Write every caption in ${language}, whatever the language of the request.`,
    'Keep each caption under 12 words. Reply only with JSON matching the given schema.',
  ].join(' ');
}

function boxes(slots: readonly CaptionSlot[]): string {
  return slots.map((slot, index) => `${index + 1}. ${JSON.stringify(slot.defaultText)} (${slot.position})`).join('; ');
}

function templateLine(template: TemplateChoice): string {
  return `- ${template.id}: ${template.name} [${template.category}] — ${template.slots.length} text box(es): ${boxes(template.slots)}`;
}

function userText(request: CaptionRequest): string {
  const prompt = `Prompt: ${JSON.stringify(request.prompt)}`;
  switch (request.kind) {
    case 'text':
      return [
        prompt,
        `Write ${request.count} different memes about the prompt. For each one choose the template from the list below that fits it best (a template may be used more than once) and give its exact id as templateId.`,
        "Give exactly one caption per text box of the chosen template, in the listed order; the quoted texts only say what each box is for. Set imageDescription to an empty string.",
        'Templates, the best fit for the prompt first:',
        ...request.candidates.map(templateLine),
      ].join('\n');
    case 'template':
      return [
        prompt,
        `Template: ${request.template.name} (id ${request.template.id}) [${request.template.category}], tags: ${request.template.tags.join(', ')}.`,
        `It has ${request.template.slots.length} text box(es), in this order: ${boxes(request.template.slots)}. The quoted texts only say what each box is for.`,
        `Write ${request.count} different memes about the prompt for this template, each with exactly ${request.template.slots.length} caption(s) in that order and templateId ${JSON.stringify(request.template.id)}. Set imageDescription to an empty string.`,
      ].join('\n');
    case 'upload':
      return [
        prompt,
        `Look at the image and write ${request.count} different memes about the prompt for it, each with 1 or 2 captions: the top text and, optionally, the bottom text. Use ${JSON.stringify(UPLOAD_TEMPLATE_ID)} as templateId.`,
        `Set imageDescription to one plain sentence in ${languageName(request.locale)} describing the image for someone who cannot see it.`,
      ].join('\n');
  }
}

/** System and user messages for `request`; an upload's image goes along as a data URL. */
export function captionMessages(request: CaptionRequest): ChatCompletionMessageParam[] {
  const system: ChatCompletionMessageParam = { role: 'system', content: systemMessage(languageName(request.locale)) };
  if (request.kind !== 'upload') return [system, { role: 'user', content: userText(request) }];
  const image = `data:${request.image.mimeType};base64,${Buffer.from(request.image.bytes).toString('base64')}`;
  const content: ChatCompletionContentPart[] = [
    { type: 'text', text: userText(request) },
    { type: 'image_url', image_url: { url: image, detail: 'low' } },
  ];
  return [system, { role: 'user', content }];
}
