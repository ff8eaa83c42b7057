-- CreateIndex
CREATE INDEX "Result_variant_date_mpPct_rank_idx" ON "Result"("variant", "date", "mpPct" DESC, "rank");
