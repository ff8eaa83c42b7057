-- AlterTable
ALTER TABLE "DailyState" ADD COLUMN     "refreshMs" INTEGER;
