-- AlterTable
ALTER TABLE "memes" ADD COLUMN     "editedFromId" INTEGER,
ADD COLUMN     "favorite" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "shareId" TEXT,
ADD COLUMN     "sharedAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "memes_shareId_key" ON "memes"("shareId");

-- CreateIndex
CREATE INDEX "memes_userId_favorite_createdAt_idx" ON "memes"("userId", "favorite", "createdAt");

-- CreateIndex
CREATE INDEX "memes_editedFromId_idx" ON "memes"("editedFromId");

-- AddForeignKey
ALTER TABLE "memes" ADD CONSTRAINT "memes_editedFromId_fkey" FOREIGN KEY ("editedFromId") REFERENCES "memes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
