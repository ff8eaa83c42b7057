-- DropIndex
DROP INDEX "PlayerStats_variant_dailies_avgPct_idx";

-- DropIndex
DROP INDEX "Result_variant_date_rank_idx";

-- CreateIndex
CREATE INDEX "PlayerStats_variant_avgPct_dailies_idx" ON "PlayerStats"("variant", "avgPct" DESC, "dailies");

-- CreateIndex
CREATE INDEX "Result_variant_date_rank_id_idx" ON "Result"("variant", "date", "rank", "id");
