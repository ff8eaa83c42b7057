-- CreateTable
CREATE TABLE "Analysis" (
    "gameId" UUID NOT NULL,
    "status" VARCHAR(8) NOT NULL,
    "version" INTEGER NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL,
    "readyAt" TIMESTAMPTZ(3),
    "data" JSONB,
    "field" JSONB,

    CONSTRAINT "Analysis_pkey" PRIMARY KEY ("gameId")
);

-- AddForeignKey
ALTER TABLE "Analysis" ADD CONSTRAINT "Analysis_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
