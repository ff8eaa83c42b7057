// zod schemas for what crosses a trust boundary slowly: setups, logs and the API's actions.
// Strict objects, so a parsed log has exactly the fields makeLog writes and round-trips unchanged.

import { z } from "zod";
import { ALL_CARDS } from "./cards";
import { DECK_SIZES, DENOMINATIONS, SEATS, SUITS, TARGETS, VARIANT_IDS } from "./types";

export const seatSchema = z.enum(SEATS);
export const cardSchema = z.enum(ALL_CARDS, "must be a card like JH or TS");
const denomSchema = z.enum(DENOMINATIONS);

export const actionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("order"), alone: z.boolean().optional() }),
  z.strictObject({ type: z.literal("name"), suit: z.enum(SUITS), alone: z.boolean().optional() }),
  z.strictObject({ type: z.literal("pickup"), take: z.boolean() }),
  z.strictObject({ type: z.literal("discard"), card: cardSchema }),
  // −0 is refused: it would not survive JSON (it comes back as 0), and a log must round-trip
  z.strictObject({
    type: z.literal("bid"),
    tricks: z
      .number()
      .int()
      .refine((n) => !Object.is(n, -0)),
    denom: denomSchema.optional(),
  }),
  z.strictObject({ type: z.literal("declare"), denom: denomSchema }),
  z.strictObject({ type: z.literal("alone"), denom: denomSchema }),
  z.strictObject({ type: z.literal("exchange"), cards: z.array(cardSchema).max(12) }),
  z.strictObject({ type: z.literal("play"), card: cardSchema }),
]);

/** The rule options (VariantOptions); which of them a variant reads, newMatch checks. */
export const optionsSchema = z.strictObject({
  stickTheDealer: z.boolean().optional(),
  joker: z.boolean().optional(),
  canadianLoner: z.boolean().optional(),
  deck: z.literal(DECK_SIZES, `must be one of ${DECK_SIZES.join(", ")}`).optional(),
  target: z.literal(TARGETS, `must be one of ${TARGETS.join(", ")}`).optional(),
});
const variantSchema = z.enum(VARIANT_IDS);
const seedSchema = z.string().min(1).max(200);

export const setupSchema = z.discriminatedUnion("mode", [
  z.strictObject({
    variant: variantSchema,
    mode: z.literal("boards"),
    boards: z
      .array(z.strictObject({ seed: seedSchema, dealer: seatSchema }))
      .min(1)
      .max(100),
    options: optionsSchema.optional(),
  }),
  z.strictObject({
    variant: variantSchema,
    mode: z.literal("game"),
    seed: seedSchema,
    firstDealer: seatSchema,
    options: optionsSchema.optional(),
  }),
]);

export const logSchema = z
  .strictObject({
    v: z.literal(1),
    variant: variantSchema,
    mode: z.enum(["boards", "game"]),
    setup: setupSchema,
    actions: z.array(z.strictObject({ seat: seatSchema, action: actionSchema })),
    engine: z.string().optional(),
  })
  .refine((log) => log.variant === log.setup.variant && log.mode === log.setup.mode, {
    message: "variant and mode must match the setup",
  });
