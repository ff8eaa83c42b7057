import { z } from "zod";
import { isDateString } from "@/lib/daily/calendar";
import { actionSchema, VARIANT_IDS } from "@/lib/engine";

// zod schemas for every request body, query and route parameter of the API. An action's shape is
// the engine's own schema; whether it is legal is the engine's business too.

export const GameIdParam = z.enum(VARIANT_IDS);
/** A real calendar date: "2026-11-31" or "2026-12-00" is as malformed as "tomorrow" (422). */
export const DateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-12-01")
  .refine(isDateString, "must be a real calendar date like 2026-12-01");
export const UuidParam = z.uuid();
/** A shareable deal code for full games: what `/play/<game>?seed=` carries. */
export const SeedParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1–64 letters, digits, - or _");

// `options` are checked against the game by the engine (checkOptions), and refused for a daily,
// with the code bad_options: here they only have to be there.
export const NewGameBody = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("daily"), game: GameIdParam, date: DateParam.optional(), options: z.unknown().optional() }).strict(),
  z.object({ mode: z.literal("game"), game: GameIdParam, seed: SeedParam.optional(), options: z.unknown().optional() }).strict(),
]);
export type NewGameBody = z.infer<typeof NewGameBody>;

export const ActionBody = z
  .object({
    seq: z.number().int().min(0).max(2_147_483_647), // a game's version is a database int
    action: actionSchema,
  })
  .strict();
export type ActionBody = z.infer<typeof ActionBody>;

export const RenameBody = z.object({ name: z.string().max(200) }).strict();

/**
 * Positions in a page cursor (a rank, an offset) are at most 9 digits: every value fits the
 * database's int (and Prisma's 64-bit skip), so no cursor reaches it that it cannot take.
 */
const POSITION = /^\d{1,9}$/;
const NOT_A_CURSOR = "must be the nextCursor of a previous page";
const pageQuery = <C extends z.ZodType>(cursor: C) =>
  z
    .object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      /** Opaque: the nextCursor of the previous page. */
      cursor: cursor.optional(),
      around: z.literal("me").optional(),
    })
    .strict();

/** A daily leaderboard's cursor: the last row's "rank_resultId" (the rank a position as above). */
const DAILY_CURSOR = /^(\d{1,9})_(.+)$/;
export const DailyLeaderboardQuery = pageQuery(
  z
    .string()
    .refine((s) => UuidParam.safeParse(DAILY_CURSOR.exec(s)?.[2]).success, NOT_A_CURSOR)
    .transform((s) => {
      const [, rank, id] = DAILY_CURSOR.exec(s)!;
      return { rank: Number(rank), id: id! };
    }),
);
export type DailyLeaderboardQuery = z.output<typeof DailyLeaderboardQuery>;

/** An all-time leaderboard's page: its cursor is the number of rows before it. */
export const AllTimeLeaderboardQuery = pageQuery(z.string().regex(POSITION, NOT_A_CURSOR).transform(Number));
export type AllTimeLeaderboardQuery = z.output<typeof AllTimeLeaderboardQuery>;

/** GET /api/me/dailies: one game's attempts in one calendar month. */
export const MyDailiesQuery = z
  .object({
    game: GameIdParam,
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month like 2026-12"),
  })
  .strict();
export type MyDailiesQuery = z.infer<typeof MyDailiesQuery>;

export const BoardParam = z.union([GameIdParam, z.literal("overall")]);
