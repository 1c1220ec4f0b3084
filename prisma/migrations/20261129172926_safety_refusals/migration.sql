-- CreateTable
CREATE TABLE "safety_refusals" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "source" TEXT NOT NULL,
    "check" TEXT NOT NULL,
    "category" TEXT,
    "term" TEXT,
    "termLanguage" TEXT,
    "language" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "safety_refusals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "safety_refusals_createdAt_idx" ON "safety_refusals"("createdAt");

-- AddForeignKey
ALTER TABLE "safety_refusals" ADD CONSTRAINT "safety_refusals_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
