// The words stored beside a meme's captions: its alt text and its playful version.
import { playfulText } from '../../ai/playful';

const MAX_DESCRIPTION = 500;

/**
 * Alt text: what the picture is and what it says, in no particular language so it reads the same
 * for every interface language: `Drake Hotline Bling: “…” / “…”`. The picture is the template's
 * name or the model's description of an upload (written in the user's language); captions are as
 * typed.
 */
export function memeDescription(subject: { templateName: string } | { imageDescription: string | undefined }, captions: readonly string[]): string {
  const said = captions
    .filter(Boolean)
    .map((caption) => `“${caption}”`)
    .join(' / ');
  const picture = 'templateName' in subject ? subject.templateName : subject.imageDescription?.trim();
  return (picture && said ? `${picture}: ${said}` : picture || said).slice(0, MAX_DESCRIPTION);
}

/** The picture part of a stored description (see memeDescription), so an edit keeps it. */
export function describedPicture(description: string | null): string | undefined {
  if (!description || description.startsWith('“')) return undefined;
  const end = description.indexOf(': “');
  // No caption said: the whole description is the picture's (every caption was blank).
  return end > 0 ? description.slice(0, end) : description;
}

/** The captions in the playful style (the stored `uwuText`). */
export function memeUwuText(captions: readonly string[]): string {
  return playfulText(captions.filter(Boolean).join(' / '));
}
