-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT,
    "password" TEXT NOT NULL,
    "tokens" INTEGER NOT NULL DEFAULT 5,
    "lastTokenReset" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stripeCustomerId" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "firebaseUid" TEXT,
    "profilePicture" TEXT,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "token_packs" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "tokenCount" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "token_packs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_token_purchases" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "packId" INTEGER NOT NULL,
    "purchaseDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "amount" INTEGER NOT NULL,
    "tokenCount" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "stripeSessionId" TEXT,
    "paymentIntentId" TEXT,

    CONSTRAINT "user_token_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memes" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "originalText" TEXT NOT NULL,
    "uwuText" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "theme" TEXT NOT NULL DEFAULT 'classic',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "captions" JSONB NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'image',
    "uploadId" INTEGER,
    "description" TEXT,

    CONSTRAINT "memes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliate_sites" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "logoUrl" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdBy" INTEGER,

    CONSTRAINT "affiliate_sites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "token_ledger" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "reference" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "token_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploads" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "sha256" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "frameCount" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_firebaseUid_key" ON "users"("firebaseUid");

-- CreateIndex
CREATE UNIQUE INDEX "token_packs_name_key" ON "token_packs"("name");

-- CreateIndex
CREATE UNIQUE INDEX "user_token_purchases_paymentIntentId_key" ON "user_token_purchases"("paymentIntentId");

-- CreateIndex
CREATE INDEX "user_token_purchases_userId_purchaseDate_idx" ON "user_token_purchases"("userId", "purchaseDate");

-- CreateIndex
CREATE INDEX "user_token_purchases_packId_idx" ON "user_token_purchases"("packId");

-- CreateIndex
CREATE INDEX "memes_userId_createdAt_idx" ON "memes"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "memes_uploadId_idx" ON "memes"("uploadId");

-- CreateIndex
CREATE INDEX "affiliate_sites_createdBy_idx" ON "affiliate_sites"("createdBy");

-- CreateIndex
CREATE INDEX "affiliate_sites_createdAt_idx" ON "affiliate_sites"("createdAt");

-- CreateIndex
CREATE INDEX "token_ledger_userId_createdAt_idx" ON "token_ledger"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "token_ledger_reason_reference_key" ON "token_ledger"("reason", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "uploads_sha256_key" ON "uploads"("sha256");

-- CreateIndex
CREATE INDEX "uploads_userId_idx" ON "uploads"("userId");

-- AddForeignKey
ALTER TABLE "user_token_purchases" ADD CONSTRAINT "user_token_purchases_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_token_purchases" ADD CONSTRAINT "user_token_purchases_packId_fkey" FOREIGN KEY ("packId") REFERENCES "token_packs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memes" ADD CONSTRAINT "memes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memes" ADD CONSTRAINT "memes_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_sites" ADD CONSTRAINT "affiliate_sites_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: Prisma's schema cannot express CHECK constraints (see scripts/db-migrate-create.ts).
-- The cached balance can never go negative, whatever the code path.
ALTER TABLE "users" ADD CONSTRAINT "users_tokens_nonnegative" CHECK ("tokens" >= 0);
