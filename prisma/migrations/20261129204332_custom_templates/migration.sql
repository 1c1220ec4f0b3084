-- CreateTable
CREATE TABLE "custom_templates" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "ownerId" INTEGER,
    "addedById" INTEGER,
    "name" TEXT NOT NULL,
    "aliases" TEXT[],
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "tags" TEXT[],
    "isGif" BOOLEAN NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "boxes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "custom_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "custom_templates_slug_key" ON "custom_templates"("slug");

-- CreateIndex
CREATE INDEX "custom_templates_ownerId_createdAt_idx" ON "custom_templates"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "custom_templates_addedById_idx" ON "custom_templates"("addedById");

-- AddForeignKey
ALTER TABLE "custom_templates" ADD CONSTRAINT "custom_templates_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_templates" ADD CONSTRAINT "custom_templates_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: the names of the templates listed for everyone are unique whatever their case, so
-- two instances adding the same name at once cannot both succeed (the service checks the
-- catalogue's names, which are not in the database).
CREATE UNIQUE INDEX "custom_templates_listed_name_key" ON "custom_templates" (lower("name")) WHERE "ownerId" IS NULL AND "deletedAt" IS NULL;
