// What the model must answer and how its answer is read while it is written. The schema sent with a
// request is strict (every field required) and limits templateId to the request's own templates;
// `language` and `imageDescription` come before `memes`, since models write properties in the
// schema's order: the declared language is known before the first meme, and an upload's alt text
// is not lost when the model is stopped once enough memes are kept. The memes are written funniest
// first and read one by one (a streaming JSON parser), each offered to the selector
// (../memeSelector.ts) as soon as it is complete. A declared language other than the request's
// disqualifies the memes that follow it; the selector checks each meme's script anyway.
import { JSONParser } from '@streamparser/json';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { LANGUAGE_CODES, languageName } from '../languages';
import type { MemeSelector } from '../memeSelector';
import type { CaptionRequest } from '../types';
import { UPLOAD_TEMPLATE_ID } from './messages';

/** One meme as read: looser than the schema sent, so a wrong id can be named. */
const memeSchema = z.object({ templateId: z.string(), captions: z.array(z.string()) });

/** The template ids a meme may name: the candidates, the chosen template, or the upload's marker. */
export function allowedTemplateIds(request: CaptionRequest): string[] {
  if (request.kind === 'text') return [...new Set(request.candidates.map((candidate) => candidate.id))];
  return [request.kind === 'template' ? request.template.id : UPLOAD_TEMPLATE_ID];
}

/** The response format for `request` (OpenAI structured output, accepted by Ollama, vLLM, llama.cpp). */
export function replyFormat(request: CaptionRequest) {
  const [first, ...rest] = allowedTemplateIds(request);
  if (first === undefined) throw new Error('there was no template to choose from');
  const schema = z.object({
    language: z.string().describe('BCP-47 code of the language the captions are written in, e.g. "es"'),
    imageDescription: z.string().describe('One sentence describing an uploaded image; empty when there is none'),
    memes: z
      .array(
        z.object({
          templateId: z.enum([first, ...rest]).describe('Id of the chosen template'),
          captions: z.array(z.string()).describe("One caption per text box of the chosen template, in the boxes' order, each filling that box's role"),
        }),
      )
      .describe('The memes, funniest first'),
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

export type ReplyReader = {
  /** Reads the next piece of the answer; memes it completes are offered to the selector at once. */
  write(text: string): void;
  /** The answer can't be read further (not JSON): stop the model. */
  readonly broken: boolean;
  /** Marks the end of a complete answer (not one cut short by us). */
  end(): void;
  /** What was wrong with the answer, for a retry: the first problem found, or undefined. */
  readonly problem: string | undefined;
  /** One sentence about an uploaded image, when the model gave it. */
  readonly imageDescription: string | undefined;
};

/** A reader of one answer to `request`, offering its memes to `selector` in the order written. */
export function createReplyReader(request: CaptionRequest, selector: MemeSelector): ReplyReader {
  const parser = new JSONParser({ paths: ['$.language', '$.imageDescription', '$.memes.*'], keepStack: false });
  const problems: string[] = [];
  let wrongLanguage: string | undefined;
  let memes = 0;
  let imageDescription: string | undefined;
  let broken = false;

  const readMeme = (value: unknown) => {
    memes += 1;
    const parsed = memeSchema.safeParse(value);
    if (!parsed.success) return problems.push(`meme ${memes} did not match the schema: ${parsed.error.issues[0]?.message ?? ''}`);
    if (wrongLanguage) return;
    const { templateId, captions } = parsed.data;
    // An upload's memes name the marker, which is no template.
    const verdict = selector.offer({ templateId: request.kind === 'upload' && templateId === UPLOAD_TEMPLATE_ID ? null : templateId, captions });
    if (verdict.verdict !== 'kept' && verdict.problem) problems.push(`meme ${memes} ${verdict.problem}`);
  };

  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 2 && typeof key === 'number') return void readMeme(value);
    if (stack.length !== 1) return;
    if (key === 'imageDescription' && typeof value === 'string') imageDescription = value.trim().slice(0, 300) || undefined;
    if (key === 'language' && (typeof value !== 'string' || languageCodeOf(value) !== request.locale)) {
      wrongLanguage = `the captions are in ${JSON.stringify(value)}, not in ${languageName(request.locale)} ("${request.locale}")`;
      problems.unshift(wrongLanguage);
    }
  };
  parser.onError = () => {
    if (!broken) problems.unshift('the reply was not JSON');
    broken = true;
  };

  return {
    write(text) {
      if (!broken && !parser.isEnded) parser.write(text);
    },
    get broken() {
      return broken;
    },
    end() {
      if (!broken && !parser.isEnded) parser.end();
      if (!broken && memes === 0) problems.push('the reply had no memes');
    },
    get problem() {
      if (problems[0]) return problems[0];
      if (selector.missing > 0) return `the reply had ${selector.usable} usable meme(s) where ${request.count} were asked for`;
      return undefined;
    },
    get imageDescription() {
      return imageDescription;
    },
  };
}
