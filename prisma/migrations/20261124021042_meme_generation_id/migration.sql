-- AlterTable
ALTER TABLE "memes" ADD COLUMN     "generationId" TEXT;

-- CreateIndex
CREATE INDEX "memes_generationId_idx" ON "memes"("generationId");
