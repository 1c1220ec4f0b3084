// A small local server speaking OpenAI's chat completions API, for the real `openai` SDK (pointed
// here with OPENAI_BASE_URL). It records every request body. By default it answers like a
// cooperative model: it reads the templates, box counts and budgets, the number of memes and the
// language from the app's messages and returns valid JSON whose captions fit their boxes, the
// language first, as a model writes properties in the schema's order. Asked to stream, it sends the
// answer as OpenAI does (server-sent `chat.completion.chunk`s, then `[DONE]`), a meme at a time with
// an optional pause after each, and records whether the client hung up before the end. Tests script
// other answers for the next requests: wrong template ids, too few captions, wrong languages,
// malformed JSON, 429s, 500s, or no answer at all.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ChatMessage = { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] };
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  temperature?: number;
  stream?: boolean;
};
/** What the client saw of a streamed answer: the memes sent, and whether it hung up before the end. */
export type StreamRecord = { memesSent: number; hungUpEarly: boolean; endedAt?: number };
export type RecordedChat = { headers: IncomingMessage['headers']; body: ChatRequest; at: number; stream?: StreamRecord };

/** How long a streamed answer waits after each meme, so a test sees memes arrive one by one. */
type Pace = { pauseAfterMemeMs?: number };

/** How the fake answers one request. */
export type Behaviour =
  | ({ kind: 'good' } & Pace)
  /** A 200 whose content is what `edit` makes of the good reply (a short one, another language, ...). */
  | ({ kind: 'edit'; edit: (reply: GoodReply) => unknown } & Pace)
  /** A 200 whose message content is this value as JSON (its keys in their order). */
  | ({ kind: 'json'; content: unknown } & Pace)
  /** A 200 whose message content is this text as is (e.g. broken JSON). */
  | { kind: 'raw'; content: string }
  | { kind: 'refusal'; text: string }
  /** An error status with OpenAI's error body (429 carries retry-after-ms so the SDK waits briefly). */
  | { kind: 'status'; status: number; message?: string }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'hang' };

/**
 * How the fake's POST /v1/moderations answers one request: by default it flags any input holding
 * MODERATION_BAIT (as category `harassment`) and passes the rest; scripted, it flags, passes or fails.
 */
export type ModerationBehaviour = { kind: 'flag'; category: string } | { kind: 'pass' } | { kind: 'status'; status: number };
export type RecordedModeration = { model: string; input: string };

/** A word no list has, which the fake's moderation endpoint flags unless told otherwise. */
export const MODERATION_BAIT = 'moderationbait';

export type GoodReply = { language: string; imageDescription: string; memes: { templateId: string; captions: string[] }[] };

export type FakeOpenAI = {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  apiKey: string;
  requests: RecordedChat[];
  /** Every POST /v1/moderations, in order. */
  moderationRequests: RecordedModeration[];
  /** The next moderation requests get these behaviours, in order; after them, the default. */
  scriptModeration(...behaviours: ModerationBehaviour[]): void;
  /** The next requests get these behaviours, in order; after them, `good` again. */
  script(...behaviours: Behaviour[]): void;
  /** Pause after each meme of every streamed answer not scripted otherwise (0 by default). */
  pace(pauseAfterMemeMs: number): void;
  /** Forgets scripted behaviours and recorded requests. */
  reset(): void;
  /** The answer a cooperative model gives to `body` (what `good` sends). */
  goodReply(body: ChatRequest): GoodReply;
  close(): Promise<void>;
};

/** The text of a message, whatever its content form. */
export function messageText(message: ChatMessage | undefined): string {
  if (!message) return '';
  return typeof message.content === 'string' ? message.content : message.content.map((part) => part.text ?? '').join('\n');
}

/** A word in each non-Latin script the app supports, so good captions are in the asked script. */
const NATIVE_WORD: Readonly<Record<string, string>> = {
  ja: 'キャプション',
  zh: '标题',
  ko: '캡션',
  th: 'คำบรรยาย',
  ru: 'подпись',
  uk: 'підпис',
  bg: 'надпис',
  ar: 'تعليق',
  fa: 'زیرنویس',
  ur: 'کیپشن',
  hi: 'कैप्शन',
  bn: 'ক্যাপশন',
  te: 'శీర్షిక',
  el: 'λεζάντα',
  he: 'כיתוב',
};

/** Each box's budget ("at most 38 characters") in a list of boxes, in order (Infinity when none is given). */
function budgetsIn(boxes: string): number[] {
  return [...boxes.matchAll(/box \d+ \(([^)]*)\)/g)].map((match) => Number(/at most (\d+) characters/.exec(match[1]!)?.[1] ?? Infinity));
}

function goodReply(body: ChatRequest): GoodReply {
  const user = messageText(body.messages.find((message) => message.role === 'user'));
  const [, language = 'English', code = 'en'] =
    /Write the captions in ([A-Za-z]+) \(([a-z]+)\)/.exec(user) ?? /Write every caption in ([A-Za-z]+) \(([a-z]+)\)/.exec(messageText(body.messages[0])) ?? [];
  const prompt = JSON.parse(/^Prompt: (".*")$/m.exec(user)?.[1] ?? '""') as string;
  // The last request for memes counts: a retry asks for "N more".
  const asking = body.messages
    .filter((message) => message.role === 'user')
    .map((message) => /[Ww]rite (\d+) (?:more )?different memes/.exec(messageText(message))?.[1])
    .filter(Boolean);
  const count = Number(asking.at(-1) ?? 1);
  // Meme and box first, so captions cut to a small box stay distinct.
  const caption = (index: number, box: number, budget: number) => `${index + 1}.${box + 1} ${NATIVE_WORD[code] ?? language}: ${prompt}`.slice(0, budget);
  const listed = [...user.matchAll(/^- ([a-z0-9-]+): .* — (\d+) text box\(es\): (.*)$/gm)].map((match) => ({ id: match[1]!, budgets: budgetsIn(match[3]!) }));
  const fixed = /(?:It|The image) has (\d+) text box\(es\): (.*)$/m.exec(user);
  const templateId = /templateId "([^"]+)"/.exec(user)?.[1] ?? /Use "([^"]+)" as templateId/.exec(user)?.[1] ?? 'upload';
  const memes = Array.from({ length: count }, (_, index) => {
    const template = listed.length ? listed[index % listed.length]! : { id: templateId, budgets: fixed ? budgetsIn(fixed[2]!) : [Infinity, Infinity] };
    return { templateId: template.id, captions: template.budgets.map((budget, box) => caption(index, box, budget)) };
  });
  const description = templateId === 'upload' ? 'A test picture.' : '';
  return { language: code, imageDescription: description, memes };
}

/**
 * `content` as JSON in parts, each meme closing one (`memeParts` are their indexes): an object's
 * keys in their order, its `memes` array a meme at a time. Anything else is one part.
 */
function pieces(content: unknown): { parts: string[]; memeParts: Set<number> } {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { parts: [JSON.stringify(content)], memeParts: new Set() };
  const parts: string[] = [];
  const memeParts = new Set<number>();
  let current = '{';
  Object.entries(content).forEach(([key, value], index) => {
    current += `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (key !== 'memes' || !Array.isArray(value)) return void (current += JSON.stringify(value));
    current += '[';
    value.forEach((meme, at) => {
      memeParts.add(parts.push(`${current}${at > 0 ? ',' : ''}${JSON.stringify(meme)}`) - 1);
      current = '';
    });
    current += ']';
  });
  parts.push(`${current}}`);
  return { parts, memeParts };
}

/** Characters per streamed chunk: small, so the client's parser meets memes split across chunks. */
const CHUNK_CHARACTERS = 24;

function completion(body: ChatRequest, message: { content: string | null; refusal?: string | null }) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: message.content, refusal: message.refusal ?? null }, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunkEvent(body: ChatRequest, id: string, delta: Record<string, unknown>, finishReason: string | null = null): string {
  const chunk = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Streams `text` (split into `parts`, a pause after each part that closes a meme) as OpenAI does,
 * or a refusal; records how far it got and whether the client hung up first.
 */
async function stream(
  response: ServerResponse,
  body: ChatRequest,
  record: StreamRecord,
  message: { parts: string[]; memeParts: Set<number>; pauseMs: number } | { refusal: string },
): Promise<void> {
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  let closed = false;
  response.on('close', () => {
    closed = true;
    if (!response.writableFinished) record.hungUpEarly = true;
  });
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.write(chunkEvent(body, id, { role: 'assistant', content: '' }));
  if ('refusal' in message) {
    response.write(chunkEvent(body, id, { refusal: message.refusal }));
  } else {
    for (const [index, part] of message.parts.entries()) {
      for (let at = 0; at < part.length && !closed; at += CHUNK_CHARACTERS)
        response.write(chunkEvent(body, id, { content: part.slice(at, at + CHUNK_CHARACTERS) }));
      if (closed) return;
      if (message.memeParts.has(index)) {
        record.memesSent += 1;
        if (message.pauseMs > 0) await pause(message.pauseMs);
      }
      if (closed) return;
    }
  }
  response.write(chunkEvent(body, id, {}, 'stop'));
  response.end('data: [DONE]\n\n');
  record.endedAt = Date.now();
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'self-harm',
  'sexual',
  'sexual/minors',
  'violence',
];

/** OpenAI's moderation answer for one input, flagged in `category` or not at all. */
function moderationResult(model: string, category: string | undefined) {
  const categories = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, name === category]));
  const scores = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, name === category ? 0.97 : 0.001]));
  return { id: `modr-${Date.now()}`, model, results: [{ flagged: category !== undefined, categories, category_scores: scores }] };
}

function send(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
}

export async function startFakeOpenAI(options: { apiKey?: string } = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey ?? 'sk-test-fake-openai';
  const requests: RecordedChat[] = [];
  const queue: Behaviour[] = [];
  const moderationRequests: RecordedModeration[] = [];
  const moderationQueue: ModerationBehaviour[] = [];
  const sockets = new Set<Socket>();
  let pauseAfterMemeMs = 0;

  /** Answers `content` (JSON, or `raw` text as is) whole, or streamed when the client asked for a stream. */
  const answer = (
    response: ServerResponse,
    recorded: RecordedChat,
    content: unknown,
    { raw = false, pauseAfterMemeMs: pauseMs }: Pace & { raw?: boolean } = {},
  ) => {
    const { body } = recorded;
    if (!body.stream) return send(response, 200, completion(body, { content: raw ? (content as string) : JSON.stringify(content) }));
    recorded.stream = { memesSent: 0, hungUpEarly: false };
    const { parts, memeParts } = raw ? { parts: [content as string], memeParts: new Set<number>() } : pieces(content);
    return void stream(response, body, recorded.stream, { parts, memeParts, pauseMs: pauseMs ?? pauseAfterMemeMs });
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'POST' && request.url?.endsWith('/moderations')) {
      if (request.headers.authorization !== `Bearer ${apiKey}`) return send(response, 401, { error: { message: 'Incorrect API key provided' } });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string };
      moderationRequests.push({ model: body.model, input: body.input });
      const scripted = moderationQueue.shift();
      const behaviour = scripted ?? (body.input.toLowerCase().includes(MODERATION_BAIT) ? { kind: 'flag', category: 'harassment' } : { kind: 'pass' });
      if (behaviour.kind === 'status')
        return send(
          response,
          behaviour.status,
          { error: { message: `Fake error ${behaviour.status}`, type: 'server_error' } },
          behaviour.status === 429 ? { 'retry-after-ms': '20' } : {},
        );
      return send(response, 200, moderationResult(body.model, behaviour.kind === 'flag' ? behaviour.category : undefined));
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions'))
      return send(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    const recorded: RecordedChat = { headers: request.headers, body, at: Date.now() };
    requests.push(recorded);
    const behaviour = queue.shift() ?? { kind: 'good' };
    switch (behaviour.kind) {
      case 'good':
        return answer(response, recorded, goodReply(body), behaviour);
      case 'edit':
        return answer(response, recorded, behaviour.edit(goodReply(body)), behaviour);
      case 'json':
        return answer(response, recorded, behaviour.content, behaviour);
      case 'raw':
        return answer(response, recorded, behaviour.content, { raw: true });
      case 'refusal':
        if (body.stream) return void stream(response, body, (recorded.stream = { memesSent: 0, hungUpEarly: false }), { refusal: behaviour.text });
        return send(response, 200, completion(body, { content: null, refusal: behaviour.text }));
      case 'status':
        return send(
          response,
          behaviour.status,
          {
            error: { message: behaviour.message ?? `Fake error ${behaviour.status}`, type: behaviour.status === 429 ? 'rate_limit_exceeded' : 'server_error' },
          },
          behaviour.status === 429 ? { 'retry-after-ms': '20' } : {},
        );
      case 'hang':
        return; // the socket stays open; the client's timeout ends it
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    moderationRequests,
    scriptModeration: (...behaviours) => moderationQueue.push(...behaviours),
    script: (...behaviours) => queue.push(...behaviours),
    pace: (ms) => {
      pauseAfterMemeMs = ms;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      moderationQueue.length = 0;
      moderationRequests.length = 0;
      pauseAfterMemeMs = 0;
    },
    goodReply,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app settings that send caption requests to `fake`, with the model names the tests expect. */
export function fakeModelSettings(fake: FakeOpenAI, { timeoutMs, maxRetries }: { timeoutMs: number; maxRetries: number }): Record<string, string> {
  return {
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'text-model',
    OPENAI_VISION_MODEL: 'vision-model',
    OPENAI_TIMEOUT_MS: String(timeoutMs),
    OPENAI_MAX_RETRIES: String(maxRetries),
  };
}
