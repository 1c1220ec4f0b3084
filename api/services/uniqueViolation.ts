/**
 * True for a unique-constraint violation: another request stored the same name, id or reference
 * first. Prisma reports P2002; inside an interactive transaction on a driver adapter the error may
 * reach us as the driver's own (PostgreSQL's 23505, or only a message naming the constraint).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P2002' || code === '23505' || /unique constraint/i.test(String((error as Error | null)?.message ?? ''));
}
