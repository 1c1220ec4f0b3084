// The words stored beside a meme's captions: its alt text and its playful version.
import { playfulText } from '../../ai/playful';

const MAX_DESCRIPTION = 500;

/** Alt text: what the picture is and what it says. */
export function memeDescription(subject: { templateName: string } | { imageDescription: string | undefined }, captions: readonly string[]): string {
  const said = captions.filter(Boolean).map((caption) => `“${caption}”`).join(' / ');
  const picture = 'templateName' in subject ? `${subject.templateName} meme` : subject.imageDescription ? `Meme on an uploaded image (${subject.imageDescription})` : 'Meme on an uploaded image';
  return `${picture}: ${said}`.slice(0, MAX_DESCRIPTION);
}

/** The captions in the playful style (the stored `uwuText`). */
export function memeUwuText(captions: readonly string[]): string {
  return playfulText(captions.filter(Boolean).join(' / '));
}
