// The partner sites shown on /uwu: administrators create, edit and delete them; anybody reads them.
import { affiliateSiteSchema, type AffiliateSiteValues } from '../../../core/validation/affiliateSite';
import type { AffiliateSite, PrismaClient } from '../../generated/prisma/client';
import { validateInput } from '../errors';
import { AffiliateSiteNotFoundError } from './errors';

export type AffiliateSiteContext = { prisma: PrismaClient; viewer: { id: number } | null };

export type AffiliateSiteFields = { title?: string | null; url?: string | null; description?: string | null; logoUrl?: string | null };

/** Applies the spec's form rules (core/validation/affiliateSite.ts) or throws ValidationError. */
export function validateAffiliateSite(input: AffiliateSiteFields): AffiliateSiteValues {
  return validateInput(affiliateSiteSchema, {
    title: input.title ?? '',
    url: input.url ?? '',
    description: input.description ?? '',
    logoUrl: input.logoUrl ?? '',
  });
}

/** Creates a site, recording the administrator who added it. */
export async function createAffiliateSite(ctx: AffiliateSiteContext, input: AffiliateSiteFields): Promise<AffiliateSite> {
  const values = validateAffiliateSite(input);
  return ctx.prisma.affiliateSite.create({ data: { ...values, createdBy: ctx.viewer?.id ?? null } });
}

/**
 * Changes the given fields of a site (fields left out keep their value); the result must still
 * pass every rule.
 */
export async function updateAffiliateSite(ctx: AffiliateSiteContext, id: number, input: AffiliateSiteFields): Promise<AffiliateSite> {
  const existing = await ctx.prisma.affiliateSite.findUnique({ where: { id } });
  if (!existing) throw new AffiliateSiteNotFoundError();
  const values = validateAffiliateSite({
    title: input.title ?? existing.title,
    url: input.url ?? existing.url,
    description: input.description ?? existing.description,
    logoUrl: input.logoUrl ?? existing.logoUrl,
  });
  const { count } = await ctx.prisma.affiliateSite.updateMany({ where: { id }, data: values });
  if (count === 0) throw new AffiliateSiteNotFoundError();
  return ctx.prisma.affiliateSite.findUniqueOrThrow({ where: { id } });
}

/** Deletes a site; returns its id. */
export async function deleteAffiliateSite(ctx: AffiliateSiteContext, id: number): Promise<number> {
  const { count } = await ctx.prisma.affiliateSite.deleteMany({ where: { id } });
  if (count === 0) throw new AffiliateSiteNotFoundError();
  return id;
}
