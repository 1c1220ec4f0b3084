// Caption patterns of the offline engine, in phrases/<code>.json: each of the 100 best-known
// templates has patterns written for its picture and box roles ("templates"), other templates get
// patterns by box role ("roles", see ./roles.ts) or the generic ones for their number of boxes
// ("generic"). Placeholders, and the kinds of topic each lets a pattern take (./patternKinds.ts):
// - `{topic}`, `{Topic}` (capital), `{TOPIC}` (shouted): the prompt's topic. Standing free (a line of
//   its own, after "Label:", in quotes) any phrase fits; inside a sentence only a noun phrase.
// - `{clause}`, `{Clause}`: a finite clause ("When {clause}"); only clause topics.
// - `{a}`/`{A}`, `{b}`/`{B}`: the two sides of "A vs B"; only comparisons.
// - `{word}`: the topic's longest word (Doge); `{mock}`: the topic in mocking case (Spongebob).

/** One caption per box, in the template's order. */
export type Pattern = readonly string[];
