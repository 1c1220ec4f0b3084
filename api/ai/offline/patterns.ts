// Caption patterns of the offline engine: `{topic}` is the prompt's topic as typed, `{Topic}` with a
// capital, `{TOPIC}` shouted, `{word}` its longest word and `{mock}` the topic in mocking case.
// They live in phrases/<code>.json: each of the 60 best-known templates has patterns written for its
// picture and box roles ("templates"), other templates get patterns by box role ("roles", see
// ./roles.ts) or the generic ones for their number of boxes ("generic").

/** One caption per box, in the template's order. */
export type Pattern = readonly string[];
