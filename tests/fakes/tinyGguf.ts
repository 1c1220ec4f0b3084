// A tiny language model file the tests build themselves: GGUF version 3, llama architecture, two
// layers of width 32, a byte-level vocabulary (<unk>, <s>, </s> and the 256 bytes), all weights in
// F32: about 160 KB, loaded and run by the real llama.cpp runtime in milliseconds.
//
// Its weights are not trained, they are chosen: every token embeds to the same vector and the
// layers' projections are small random numbers, so the last hidden state is nearly the same after
// any text, and the output matrix alone decides which bytes are likely: letters and spaces most,
// JSON's punctuation and digits next, every other byte almost never. Constrained by a JSON
// schema, it writes well-formed answers whose captions are Latin words, which is what the tests
// need to prove that a real runtime's output flows through the provider; a seeded sampler makes
// it repeatable. `weights: 'uniform'` gives every byte the same chance instead (for failures).
import { writeFileSync } from 'node:fs';

const WIDTH = 32;
const LAYERS = 2;
const HEADS = 4;
const FEED_FORWARD = 64;
const SPECIAL_TOKENS = ['<unk>', '<s>', '</s>'] as const;
const VOCABULARY = SPECIAL_TOKENS.length + 256;

const enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
}

/** Little-endian byte writer for the GGUF layout. */
class Writer {
  private chunks: Buffer[] = [];
  length = 0;

  private push(buffer: Buffer): void {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.push(buffer);
  }
  i32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    this.push(buffer);
  }
  u64(value: number): void {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    this.push(buffer);
  }
  f32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeFloatLE(value);
    this.push(buffer);
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  bytes(value: Buffer): void {
    this.push(value);
  }
  padTo(alignment: number): void {
    const padding = (alignment - (this.length % alignment)) % alignment;
    if (padding > 0) this.push(Buffer.alloc(padding));
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

type Metadata = [key: string, write: (writer: Writer) => void][];

const u32 = (value: number) => (writer: Writer) => (writer.u32(ValueType.Uint32), writer.u32(value));
const f32 = (value: number) => (writer: Writer) => (writer.u32(ValueType.Float32), writer.f32(value));
const boolean = (value: boolean) => (writer: Writer) => (writer.u32(ValueType.Bool), writer.bytes(Buffer.from([value ? 1 : 0])));
const text = (value: string) => (writer: Writer) => (writer.u32(ValueType.String), writer.string(value));
function array(type: ValueType, values: readonly (string | number)[]) {
  return (writer: Writer) => {
    writer.u32(ValueType.Array);
    writer.u32(type);
    writer.u64(values.length);
    for (const value of values) {
      if (type === ValueType.String) writer.string(String(value));
      else if (type === ValueType.Float32) writer.f32(Number(value));
      else writer.i32(Number(value));
    }
  };
}

/** A small deterministic generator (mulberry32), so the same file comes out every time. */
function randomNumbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** How likely the model is to write byte `byte` (a logit scale), for the text-writing weights. */
function bytePreference(byte: number): number {
  const char = String.fromCharCode(byte);
  if (/[a-z]/.test(char)) return 4;
  if (char === ' ') return 5.5;
  // A caption ends after about twenty letters.
  if (char === '"') return 4.5;
  if (/[A-Z0-9{}[\],:]/.test(char)) return 2;
  return -8;
}

type Tensor = { name: string; dims: number[]; values: Float32Array };

function tensors(weights: 'text' | 'uniform'): Tensor[] {
  const random = randomNumbers(26);
  const small = (count: number) => Float32Array.from({ length: count }, () => (random() - 0.5) * 0.02);
  const ones = (count: number) => new Float32Array(count).fill(1);
  // Every token embeds to the same unit vector along the first axis.
  const embedding = new Float32Array(WIDTH * VOCABULARY);
  for (let token = 0; token < VOCABULARY; token += 1) embedding[token * WIDTH] = 1;
  // Row `token` of the output matrix reads the first axis with that token's preference.
  const output = new Float32Array(WIDTH * VOCABULARY);
  for (let token = 0; token < VOCABULARY; token += 1) {
    const byte = token - SPECIAL_TOKENS.length;
    const preference = byte < 0 ? -8 : weights === 'uniform' ? 0 : bytePreference(byte);
    // The final norm scales the shared vector to length √WIDTH along that axis.
    output[token * WIDTH] = preference / Math.sqrt(WIDTH);
  }
  const list: Tensor[] = [
    { name: 'token_embd.weight', dims: [WIDTH, VOCABULARY], values: embedding },
    { name: 'output_norm.weight', dims: [WIDTH], values: ones(WIDTH) },
    { name: 'output.weight', dims: [WIDTH, VOCABULARY], values: output },
  ];
  for (let layer = 0; layer < LAYERS; layer += 1) {
    const block = (name: string) => `blk.${layer}.${name}.weight`;
    list.push(
      { name: block('attn_norm'), dims: [WIDTH], values: ones(WIDTH) },
      { name: block('attn_q'), dims: [WIDTH, WIDTH], values: small(WIDTH * WIDTH) },
      { name: block('attn_k'), dims: [WIDTH, WIDTH], values: small(WIDTH * WIDTH) },
      { name: block('attn_v'), dims: [WIDTH, WIDTH], values: small(WIDTH * WIDTH) },
      { name: block('attn_output'), dims: [WIDTH, WIDTH], values: small(WIDTH * WIDTH) },
      { name: block('ffn_norm'), dims: [WIDTH], values: ones(WIDTH) },
      { name: block('ffn_gate'), dims: [WIDTH, FEED_FORWARD], values: small(WIDTH * FEED_FORWARD) },
      { name: block('ffn_up'), dims: [WIDTH, FEED_FORWARD], values: small(WIDTH * FEED_FORWARD) },
      { name: block('ffn_down'), dims: [FEED_FORWARD, WIDTH], values: small(FEED_FORWARD * WIDTH) },
    );
  }
  return list;
}

/** The bytes of the tiny model; `weights: 'uniform'` makes every byte equally likely. */
export function tinyGgufBytes({ weights = 'text' }: { weights?: 'text' | 'uniform' } = {}): Buffer {
  const alignment = 32;
  const tokens = [...SPECIAL_TOKENS, ...Array.from({ length: 256 }, (_, byte) => `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`)];
  // Token types: 2 unknown, 3 control, 6 byte.
  const tokenTypes = tokens.map((_, index) => (index === 0 ? 2 : index < SPECIAL_TOKENS.length ? 3 : 6));
  const metadata: Metadata = [
    ['general.architecture', text('llama')],
    ['general.name', text('meme-maker-tiny-test-model')],
    ['general.alignment', u32(alignment)],
    ['llama.context_length', u32(4096)],
    ['llama.embedding_length', u32(WIDTH)],
    ['llama.block_count', u32(LAYERS)],
    ['llama.feed_forward_length', u32(FEED_FORWARD)],
    ['llama.rope.dimension_count', u32(WIDTH / HEADS)],
    ['llama.attention.head_count', u32(HEADS)],
    ['llama.attention.head_count_kv', u32(HEADS)],
    ['llama.attention.layer_norm_rms_epsilon', f32(1e-5)],
    ['tokenizer.ggml.model', text('llama')],
    // No space in front of the first word, so text tokenizes and detokenizes to itself.
    ['tokenizer.ggml.add_space_prefix', boolean(false)],
    ['tokenizer.ggml.tokens', array(ValueType.String, tokens)],
    [
      'tokenizer.ggml.scores',
      array(
        ValueType.Float32,
        tokens.map(() => 0),
      ),
    ],
    ['tokenizer.ggml.token_type', array(ValueType.Int32, tokenTypes)],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(2)],
  ];
  const list = tensors(weights);
  const writer = new Writer();
  writer.bytes(Buffer.from('GGUF', 'ascii'));
  writer.u32(3);
  writer.u64(list.length);
  writer.u64(metadata.length);
  for (const [key, write] of metadata) {
    writer.string(key);
    write(writer);
  }
  let offset = 0;
  for (const tensor of list) {
    writer.string(tensor.name);
    writer.u32(tensor.dims.length);
    for (const dim of tensor.dims) writer.u64(dim);
    writer.u32(0); // GGML_TYPE_F32
    writer.u64(offset);
    offset += Math.ceil((tensor.values.length * 4) / alignment) * alignment;
  }
  writer.padTo(alignment);
  for (const tensor of list) {
    writer.bytes(Buffer.from(tensor.values.buffer, tensor.values.byteOffset, tensor.values.byteLength));
    writer.padTo(alignment);
  }
  return writer.toBuffer();
}

/** Writes the tiny model to `path` and returns the path. */
export function writeTinyGguf(path: string, options?: { weights?: 'text' | 'uniform' }): string {
  writeFileSync(path, tinyGgufBytes(options));
  return path;
}
