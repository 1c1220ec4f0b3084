-- AlterTable
ALTER TABLE "token_ledger" ADD COLUMN     "note" TEXT;

-- CreateIndex
CREATE INDEX "token_ledger_reason_createdAt_idx" ON "token_ledger"("reason", "createdAt");
