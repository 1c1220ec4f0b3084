// The npm package naughty-words ships no types: one list of entries per language code.
declare module 'naughty-words' {
  const lists: Readonly<Record<string, readonly string[]>>;
  export default lists;
}
