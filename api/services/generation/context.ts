import type { Context } from '../../context';

/** The part of the request context the generation services use (tests can build one by hand). */
export type GenerationContext = Pick<Context, 'prisma' | 'pubsub' | 'config' | 'log' | 'viewer' | 'session' | 'requestId' | 'captions' | 'safety'>;

/** The signed-in user; the schema's `user` scope guarantees one before these services run. */
export function requireCreator(ctx: Pick<GenerationContext, 'viewer'>): NonNullable<GenerationContext['viewer']> {
  if (!ctx.viewer) throw new Error('generating memes needs a signed-in user');
  return ctx.viewer;
}
