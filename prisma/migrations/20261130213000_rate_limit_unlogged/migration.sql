-- Rate-limit windows are counters a crash may forget: without WAL they cost a move no disk
-- flush of their own (Prisma's schema cannot say UNLOGGED, so only this migration does).
ALTER TABLE "RateLimit" SET UNLOGGED;
