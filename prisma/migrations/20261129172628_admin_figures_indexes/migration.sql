-- CreateIndex
CREATE INDEX "memes_createdAt_idx" ON "memes"("createdAt");

-- CreateIndex
CREATE INDEX "users_createdAt_idx" ON "users"("createdAt");
