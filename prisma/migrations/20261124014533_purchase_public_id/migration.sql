-- AlterTable
ALTER TABLE "user_token_purchases" ADD COLUMN     "publicId" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateIndex
CREATE UNIQUE INDEX "user_token_purchases_publicId_key" ON "user_token_purchases"("publicId");
