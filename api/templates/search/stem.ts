const SUFFIXES = ['ing', 'ed', 'es', 's', 'e', 'y'];

/** A crude English stem, enough to meet "choosing", "choose" and "choice" halfway ("choos", "choic"). */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}
