import type { Context } from '../../context';

/** What the admin services need from a request (tests can build one by hand). */
export type AdminContext = Pick<Context, 'prisma' | 'pubsub' | 'viewer'>;

/** The signed-in administrator; the schema's `admin` scope guarantees one before these services run. */
export function requireAdmin(ctx: AdminContext): NonNullable<AdminContext['viewer']> {
  if (!ctx.viewer?.isAdmin) throw new Error('this operation needs an administrator');
  return ctx.viewer;
}
