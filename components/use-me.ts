"use client";

import { useEffect, useState } from "react";
import { api, type Me } from "@/lib/client/api";

// One request for the player's profile per page, however many components read it. Reading it
// never makes a player: a visitor who has not played gets a profile with no id.
let pending: Promise<Me> | null = null;

export function useMe(): [Me | null, (me: Me) => void] {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let live = true;
    pending ??= api.me();
    pending.then((m) => live && setMe(m)).catch(() => (pending = null));
    return () => {
      live = false;
    };
  }, []);
  return [me, setMe];
}
