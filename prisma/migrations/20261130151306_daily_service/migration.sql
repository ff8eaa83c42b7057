-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "seed" VARCHAR(64),
ADD COLUMN     "won" BOOLEAN;

-- CreateTable
CREATE TABLE "Result" (
    "id" UUID NOT NULL,
    "gameId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "variant" VARCHAR(16) NOT NULL,
    "date" CHAR(10) NOT NULL,
    "boardNets" INTEGER[],
    "totalNet" INTEGER NOT NULL,
    "finishedAt" TIMESTAMPTZ(3) NOT NULL,
    "mpPct" DOUBLE PRECISION,
    "rank" INTEGER,

    CONSTRAINT "Result_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoardCount" (
    "variant" VARCHAR(16) NOT NULL,
    "date" CHAR(10) NOT NULL,
    "board" INTEGER NOT NULL,
    "net" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "BoardCount_pkey" PRIMARY KEY ("variant","date","board","net")
);

-- CreateTable
CREATE TABLE "DailyState" (
    "variant" VARCHAR(16) NOT NULL,
    "date" CHAR(10) NOT NULL,
    "results" INTEGER NOT NULL DEFAULT 0,
    "refreshedAt" TIMESTAMPTZ(3),
    "refreshedResults" INTEGER NOT NULL DEFAULT 0,
    "finalized" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "DailyState_pkey" PRIMARY KEY ("variant","date")
);

-- CreateTable
CREATE TABLE "PlayerStats" (
    "playerId" UUID NOT NULL,
    "variant" VARCHAR(16) NOT NULL,
    "dailies" INTEGER NOT NULL DEFAULT 0,
    "mpSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "avgPct" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "bestPct" DOUBLE PRECISION,
    "bestDate" CHAR(10),
    "lastDate" CHAR(10),
    "currentStreak" INTEGER NOT NULL DEFAULT 0,
    "longestStreak" INTEGER NOT NULL DEFAULT 0,
    "gamesPlayed" INTEGER NOT NULL DEFAULT 0,
    "gamesWon" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PlayerStats_pkey" PRIMARY KEY ("playerId","variant")
);

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" VARCHAR(128) NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateIndex
CREATE UNIQUE INDEX "Result_gameId_key" ON "Result"("gameId");

-- CreateIndex
CREATE INDEX "Result_variant_date_rank_idx" ON "Result"("variant", "date", "rank");

-- CreateIndex
CREATE INDEX "Result_playerId_date_idx" ON "Result"("playerId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Result_playerId_variant_date_key" ON "Result"("playerId", "variant", "date");

-- CreateIndex
CREATE INDEX "DailyState_finalized_date_idx" ON "DailyState"("finalized", "date");

-- CreateIndex
CREATE INDEX "PlayerStats_variant_dailies_avgPct_idx" ON "PlayerStats"("variant", "dailies", "avgPct");

-- AddForeignKey
ALTER TABLE "Result" ADD CONSTRAINT "Result_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Result" ADD CONSTRAINT "Result_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerStats" ADD CONSTRAINT "PlayerStats_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
