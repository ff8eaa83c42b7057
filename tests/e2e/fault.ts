import { expect } from "@playwright/test";
import type { Rng } from "../../lib/engine";
import type { OwnServer } from "./own-server";

// The fault-injection suites' players: each plays its own games through the real server's API as
// fast as it answers, and remembers the highest seq the server acknowledged (answered 2xx) for
// every game. After the server (or its database) is stopped in the middle of such a burst and
// started again, every acknowledged move must still be there.

const GAMES = ["euchre", "two-hand", "bid-six", "double-deck"] as const;

interface Answer {
  status: number;
  body: any;
}

export class Player {
  private cookie = "";
  /** The game being played and its seq as last acknowledged. */
  game: { id: string; seq: number; legal: unknown[]; over: boolean } | null = null;

  constructor(
    readonly base: string,
    readonly variant: (typeof GAMES)[number],
  ) {}

  /** Every game this player started: the highest seq the server acknowledged. */
  readonly acked = new Map<string, number>();
  /** How many answers the server acknowledged to this player. */
  answers = 0;

  /** One request; null when the server could not be reached or cut the connection. */
  async send(method: string, path: string, body?: unknown): Promise<Answer | null> {
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: { cookie: this.cookie, origin: this.base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const set = res.headers.get("set-cookie");
      if (set) this.cookie = set.split(";")[0]!;
      return { status: res.status, body: await res.json() };
    } catch {
      return null;
    }
  }

  private take(dto: any): void {
    this.game = { id: dto.id, seq: dto.seq, legal: dto.view.legal, over: dto.status === "finished" };
    this.acked.set(dto.id, Math.max(this.acked.get(dto.id) ?? 0, dto.seq));
    this.answers++;
  }

  /** Plays until a request fails: the server or its database has gone. */
  async burst(rng: Rng): Promise<void> {
    for (;;) {
      const answer =
        !this.game || this.game.over
          ? await this.send("POST", "/api/games", { mode: "game", game: this.variant })
          : await this.send("POST", `/api/games/${this.game.id}/actions`, {
              seq: this.game.seq,
              action: this.game.legal[rng.int(this.game.legal.length)],
            });
      if (answer?.status === 200 || answer?.status === 201) this.take(answer.body);
      else if (answer?.status === 409 && answer.body.error.current) this.take(answer.body.error.current);
      else return;
    }
  }

  /** Picks its game up where the server has it (after a restart). */
  async resume(): Promise<void> {
    if (!this.game) return;
    const answer = await this.send("GET", `/api/games/${this.game.id}`);
    expect(answer?.status, `game ${this.game.id} after the restart`).toBe(200);
    this.take(answer!.body);
  }
}

/** One player for each game. */
export const players = (base: string): Player[] => GAMES.map((g) => new Player(base, g));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A burst of every player's moves, stopped by `fault` at a random moment after the first answer: on
 * a busy machine a fixed delay could stop a server that had not answered anyone yet.
 */
export async function burstThen(all: Player[], rng: Rng, fault: () => Promise<void>): Promise<void> {
  const before = all.map((p) => p.answers);
  const playing = Promise.all(all.map((p) => p.burst(rng)));
  for (let waited = 0; waited < 30_000 && all.every((p, i) => p.answers === before[i]); waited += 10) await sleep(10);
  await sleep(rng.int(900));
  await fault();
  await playing;
}

/**
 * Every acknowledged game is there at least as far as acknowledged, and its stored log replays
 * (a server that has just started holds no game in memory: it reads and replays each from the
 * database). Then each player picks its game up where the server has it.
 */
export async function expectAllAcknowledged(all: Player[]): Promise<void> {
  const lost: string[] = [];
  for (const p of all) {
    for (const [id, seq] of p.acked) {
      const found = await p.send("GET", `/api/games/${id}`);
      if (found?.status !== 200) lost.push(`${id}: ${found?.status ?? "unreachable"} ${JSON.stringify(found?.body ?? null)}`);
      else if (found.body.seq < seq) lost.push(`${id}: acknowledged seq ${seq}, stored ${found.body.seq}`);
    }
  }
  expect(lost, "acknowledged games that are gone or behind").toEqual([]);
  for (const p of all) await p.resume();
}

/** How many log entries (moves, the bots' included) the server acknowledged to all players. */
export const acknowledgedEntries = (all: Player[]) => all.reduce((n, p) => n + [...p.acked.values()].reduce((a, b) => a + b, 0), 0);

/**
 * Eight stops of the server and all its workers at once (`DURABILITY_STOPS` for a longer run):
 * SIGKILL every other time, else SIGTERM or SIGINT. Eight keeps CI within its time.
 */
export const STOPS: NodeJS.Signals[] = Array.from({ length: Number(process.env.DURABILITY_STOPS ?? 8) }, (_, i) =>
  i % 2 === 1 ? "SIGKILL" : i % 4 === 0 ? "SIGTERM" : "SIGINT",
);

/**
 * The running server (`running.current`) stopped with each of STOPS at a random moment of a burst,
 * `stopped` checking what that stop left (with the primary's exit code), then started again, and
 * every acknowledged move checked.
 */
export async function stopsDuringBursts(
  running: { current?: OwnServer },
  start: () => Promise<OwnServer>,
  all: Player[],
  rng: Rng,
  stopped: (signal: NodeJS.Signals, code: number | null, server: OwnServer) => void,
): Promise<void> {
  for (const signal of STOPS) {
    let code: number | null = null;
    await burstThen(all, rng, async () => {
      code = await running.current!.signalAll(signal);
    });
    stopped(signal, code, running.current!);
    running.current = await start(); // the database opens, whatever the stop left
    await expectAllAcknowledged(all);
  }
}
