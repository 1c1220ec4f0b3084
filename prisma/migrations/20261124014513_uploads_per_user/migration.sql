-- DropIndex
DROP INDEX "uploads_sha256_key";

-- DropIndex
DROP INDEX "uploads_userId_idx";

-- CreateIndex
CREATE UNIQUE INDEX "uploads_userId_sha256_key" ON "uploads"("userId", "sha256");

-- Hand-written: uploads left behind by accounts deleted before this release (owner set to NULL)
-- that no meme shows any more are removed, as account deletion now does.
DELETE FROM "uploads" AS u
WHERE u."userId" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "memes" AS m WHERE m."uploadId" = u."id");
