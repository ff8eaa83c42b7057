-- CreateTable
CREATE TABLE "Player" (
    "id" UUID NOT NULL,
    "name" VARCHAR(24) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Identity" (
    "provider" VARCHAR(32) NOT NULL,
    "subject" VARCHAR(128) NOT NULL,
    "playerId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Identity_pkey" PRIMARY KEY ("provider","subject")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "variant" VARCHAR(16) NOT NULL,
    "mode" VARCHAR(8) NOT NULL,
    "date" CHAR(10),
    "ranked" BOOLEAN NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'active',
    "log" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Identity_playerId_idx" ON "Identity"("playerId");

-- CreateIndex
CREATE INDEX "Game_playerId_createdAt_idx" ON "Game"("playerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Game_playerId_variant_date_key" ON "Game"("playerId", "variant", "date");

-- AddForeignKey
ALTER TABLE "Identity" ADD CONSTRAINT "Identity_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
