-- AlterTable
ALTER TABLE "memes" ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "meme_reports" (
    "id" SERIAL NOT NULL,
    "memeId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "reporterHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolution" TEXT,
    "resolvedById" INTEGER,

    CONSTRAINT "meme_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "meme_reports_resolvedAt_createdAt_idx" ON "meme_reports"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "meme_reports_resolvedById_idx" ON "meme_reports"("resolvedById");

-- CreateIndex
CREATE UNIQUE INDEX "meme_reports_memeId_reporterHash_key" ON "meme_reports"("memeId", "reporterHash");

-- AddForeignKey
ALTER TABLE "meme_reports" ADD CONSTRAINT "meme_reports_memeId_fkey" FOREIGN KEY ("memeId") REFERENCES "memes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meme_reports" ADD CONSTRAINT "meme_reports_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
