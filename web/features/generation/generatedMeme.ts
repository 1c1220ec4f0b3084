// A meme the server generated, as the result views hold it (plain data from the mutations, so a
// result stays on screen whatever Relay's store keeps).

export type MemeCaptionData = {
  /** The text position it fills. */
  readonly slot: string;
  readonly text: string;
  readonly position: 'TOP' | 'BOTTOM' | 'CENTER' | 'CUSTOM' | '%future added value';
  readonly x: number | null | undefined;
  readonly y: number | null | undefined;
};

export type GeneratedMeme = {
  readonly id: string;
  readonly templateId: string;
  readonly type: 'IMAGE' | 'GIF' | '%future added value';
  /** Changes whenever the captions do (Meme.versionedImageUrl). */
  readonly imageUrl: string;
  /** Works without the owner's cookie (signed). */
  readonly shareUrl: string;
  readonly description: string | null | undefined;
  readonly captions: readonly MemeCaptionData[];
};

/** The result views' copy of a meme from a mutation's selection. */
export function toGeneratedMeme(meme: {
  readonly id: string;
  readonly templateId: string;
  readonly type: GeneratedMeme['type'];
  readonly versionedImageUrl: string;
  readonly shareUrl: string;
  readonly description?: string | null;
  readonly captions: readonly MemeCaptionData[];
}): GeneratedMeme {
  return {
    id: meme.id,
    templateId: meme.templateId,
    type: meme.type,
    imageUrl: meme.versionedImageUrl,
    shareUrl: meme.shareUrl,
    description: meme.description,
    captions: meme.captions.map((caption) => ({ ...caption })),
  };
}

/** The captions as one line, blank ones left out. */
export function captionLine(meme: GeneratedMeme): string {
  return meme.captions
    .map((caption) => caption.text)
    .filter(Boolean)
    .join(' / ');
}
