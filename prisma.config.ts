import { defineConfig } from "prisma/config";

// Prisma 7 reads no .env and keeps no URL in the schema. The URL matters only to the
// native engine's `prisma migrate` commands; the app itself picks its adapter in
// lib/server/db.ts (PostgreSQL by DATABASE_URL, embedded PGlite otherwise).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
