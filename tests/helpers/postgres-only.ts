// Suites that need a PostgreSQL server are named *.pg.test.ts / *.pg.spec.ts and run only when
// TEST_DATABASE_URL names one (CI sets it): a newcomer's `npm test` runs everything else, and
// says so in one line (once, though a test runner loads its configuration in every worker).
export function postgresOnly(pattern: string): string[] {
  if (process.env.TEST_DATABASE_URL) return [];
  if (!process.env.POSTGRES_ONLY_SAID)
    console.log(`TEST_DATABASE_URL is not set: the suites that need PostgreSQL (${pattern}) are left out.`);
  process.env.POSTGRES_ONLY_SAID = "1";
  return [pattern];
}
