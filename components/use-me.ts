"use client";

import { useEffect, useState } from "react";
import { api, type Me } from "@/lib/client/api";

// One request for the player's profile per page, however many components read it.
let pending: Promise<Me> | null = null;

const KNOWN = "known-player";
/** Remembers that this browser has a player (a game was started), so pages may ask for its profile. */
export const markKnownPlayer = () => window.localStorage.setItem(KNOWN, "1");

/** The player's profile. `knownOnly`: don't create a guest just to read it (a mere visitor has no stats). */
export function useMe(knownOnly = false): [Me | null, (me: Me) => void] {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    if (knownOnly && !window.localStorage.getItem(KNOWN)) return;
    let live = true;
    pending ??= api.me();
    pending.then((m) => live && setMe(m)).catch(() => (pending = null));
    return () => {
      live = false;
    };
  }, [knownOnly]);
  return [me, setMe];
}
