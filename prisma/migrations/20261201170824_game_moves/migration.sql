-- CreateTable
CREATE TABLE "GameMove" (
    "gameId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "entries" JSONB NOT NULL,

    CONSTRAINT "GameMove_pkey" PRIMARY KEY ("gameId","version")
);

-- AddForeignKey
ALTER TABLE "GameMove" ADD CONSTRAINT "GameMove_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
