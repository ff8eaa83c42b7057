"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Action } from "@/lib/engine/types";
import type { GameDto } from "@/lib/client/api";
import { ApiFailure, sendAction } from "@/lib/client/request";
import { framesBetween, openingFrames, type Frame } from "./frames";
import { FRAME_MS, pace } from "./pace";

export type LoadError = "not_found" | "network" | string;

/**
 * One game at the table: loads (or resumes) it, sends the person's actions and plays the
 * computer players' answers back one frame at a time. A freshly loaded deal is replayed from
 * its start, so the calls made before the first look are seen too. The server is the authority:
 * on a stale or finished game the view it sends back replaces ours.
 */
export function useGame(load: () => Promise<GameDto>, onGame?: (game: GameDto) => void) {
  const [game, setGame] = useState<GameDto | null>(null);
  const [queue, setQueue] = useState<Frame[]>([]);
  const [error, setError] = useState<LoadError | null>(null);
  // the person's action on its way to the server (its cards have left the hand already)
  const [sent, setSent] = useState<Action | null>(null);
  const speed = pace.use();
  const loadRef = useRef(load);
  const onGameRef = useRef(onGame);
  // the game as the server last sent it, to the table and to `onGame` (a daily's badge follows it)
  const show = useCallback((g: GameDto) => {
    setGame(g);
    onGameRef.current?.(g);
  }, []);

  useEffect(() => {
    let live = true;
    loadRef
      .current()
      .then((g) => {
        if (!live) return;
        setQueue(openingFrames(g.view));
        show(g);
      })
      .catch((e: unknown) => live && setError(e instanceof ApiFailure ? e.code : "network"));
    return () => {
      live = false;
    };
  }, [show]);

  const frame = queue[0] ?? null;
  useEffect(() => {
    if (!frame) return;
    const ms = FRAME_MS[speed];
    const wait = frame.result ? ms.result : frame.collecting ? ms.collect : ms.event;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), wait);
    return () => clearTimeout(timer);
  }, [frame, speed]);

  const act = useCallback(
    async (action: Action) => {
      if (!game || sent || queue.length > 0) return;
      setSent(action);
      setError(null);
      try {
        const next = await sendAction(game.id, game.seq, action);
        setQueue(framesBetween(game.view, next.view, next.events));
        show(next);
      } catch (e) {
        if (e instanceof ApiFailure && e.body.error?.current) show(e.body.error.current);
        else setError(e instanceof ApiFailure ? e.code : "network");
      } finally {
        setSent(null);
      }
    },
    [game, sent, queue.length, show],
  );

  const skip = useCallback(() => setQueue([]), []);
  return { game, frame, animating: queue.length > 0, sent, error, act, skip };
}
