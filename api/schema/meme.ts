import type { Caption, StickerById } from '../../core/meme/design';
import { publicUrl, sharePageUrl } from '../http/publicUrl';
import { designVersion } from '../services/generation/memeDesignColumn';
import { getTemplate } from '../templates/catalogue/catalogue';
import { builder } from './builder';
import { memeLook, memePicture, MemePictureRef, MemeStyleRef, MemeTheme } from './memeLook';
import { TemplateRef, TextAlign, TextPositionKind } from './template';
import { OWNED_ROW_NODE } from './rowNode';

const MemeType = builder.enumType('MemeType', {
  values: { IMAGE: { value: 'image' }, GIF: { value: 'gif' } } as const,
});

const MemeCaptionRef = builder.objectRef<Caption>('MemeCaption').implement({
  description: "One caption of a meme, in its template's box order. x and y (percent of the image, centre of the caption) only when it was dragged.",
  fields: (t) => ({
    // Not `id`: Relay would merge the captions of every meme made from one template into one record.
    slot: t.exposeString('id', { description: 'The text position it fills (`<template slug>:text-<n>`), or `caption-<n>`.' }),
    text: t.exposeString('text'),
    position: t.field({ type: TextPositionKind, resolve: (caption) => caption.position }),
    x: t.float({ nullable: true, resolve: (caption) => caption.x ?? null }),
    y: t.float({ nullable: true, resolve: (caption) => caption.y ?? null }),
    fontSize: t.float({ nullable: true, description: "Pixels at the picture's own size, when set by hand.", resolve: (caption) => caption.fontSize ?? null }),
    color: t.string({ nullable: true, description: 'A CSS colour, when set by hand.', resolve: (caption) => caption.color ?? null }),
    textAlign: t.field({ type: TextAlign, nullable: true, resolve: (caption) => caption.textAlign ?? null }),
  }),
});

const MemeStickerRef = builder.objectRef<StickerById>('MemeSticker').implement({
  description: 'A sticker placed on a meme: x and y its centre in percent of the picture, rotation in degrees.',
  fields: (t) => ({
    stickerId: t.exposeString('id', { description: 'The Sticker.id.' }),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    scale: t.exposeFloat('scale'),
    rotation: t.exposeFloat('rotation'),
  }),
});

const extension = (meme: { type: string }) => (meme.type === 'gif' ? 'gif' : 'png');

/** A meme a user made. Private: only its owner (and admins) can read it, by id too. */
export const MemeNode = builder.prismaNode('Meme', {
  ...OWNED_ROW_NODE,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    templateId: t.exposeString('templateId', { description: "The template's slug, or `custom` for a meme on an uploaded image." }),
    originalText: t.exposeString('originalText', { description: 'The prompt it was generated from.' }),
    uwuText: t.exposeString('uwuText', { description: 'The captions in the playful style.' }),
    captions: t.field({ type: [MemeCaptionRef], resolve: (meme) => memeLook(meme).captions }),
    description: t.exposeString('description', { nullable: true, description: 'Alt text for the image.' }),
    type: t.field({ type: MemeType, resolve: (meme) => (meme.type === 'gif' ? 'gif' : 'image') }),
    imageUrl: t.string({
      description:
        'The absolute address of the rendered meme (PNG, or GIF for animated memes; swap the extension for .jpg, .webp, …). Private: it answers only its owner (session or API token) and admins. To post a meme anywhere, share it (shareMeme) and post its shareUrl.',
      resolve: (meme, _args, context) => publicUrl(context.config.publicOrigin, `/media/memes/${meme.id}.${extension(meme)}`),
    }),
    versionedImageUrl: t.string({
      description:
        "The rendered meme's path on this server (relative), with a query part that changes whenever the design does, so an edited meme is fetched anew.",
      resolve: (meme) => `/media/memes/${meme.id}.${extension(meme)}?v=${designVersion(meme)}`,
    }),
    template: t.field({
      type: TemplateRef,
      nullable: true,
      description: 'The template it was made from (its text positions place the captions); null for a meme on an uploaded image.',
      resolve: (meme) => {
        const template = getTemplate(meme.templateId);
        return template ? { ...template } : null;
      },
    }),
    picture: t.field({
      type: MemePictureRef,
      nullable: true,
      description: 'The picture without its captions; null only when its template no longer exists.',
      select: { upload: { select: { width: true, height: true } } },
      resolve: (meme) => memePicture(meme),
    }),
    stickers: t.field({ type: [MemeStickerRef], resolve: (meme) => memeLook(meme).stickers }),
    favorite: t.exposeBoolean('favorite', { description: "Starred by its owner (My Memes' Favorites)." }),
    editedFrom: t.relation('editedFrom', { nullable: true, description: 'The meme this one is an edit of, while it exists.' }),
    theme: t.field({ type: MemeTheme, description: 'The look its captions are drawn in.', resolve: (meme) => memeLook(meme).theme }),
    style: t.field({
      type: MemeStyleRef,
      description: 'Colours and font of its captions, as the renderer uses them.',
      resolve: (meme) => memeLook(meme).style,
    }),
    shareUrl: t.string({
      nullable: true,
      description:
        'The public page of the meme while its owner shares it (shareMeme): an absolute URL on the public origin that anyone may open, no session or token needed, with a preview for chat apps and social networks. Null while the meme is private; stopSharingMeme or deleting the meme makes the link answer 404.',
      resolve: (meme, _args, context) => (meme.shareId ? sharePageUrl(context.config.publicOrigin, meme.shareId) : null),
    }),
    sharedAt: t.expose('sharedAt', { type: 'DateTime', nullable: true, description: 'When the current share link was made; null while private.' }),
    unpublishedAt: t.expose('unpublishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a moderator took the meme off its share link (after reports); it cannot be shared again. Null otherwise.',
    }),
  }),
});
