"use client";

import { useEffect, useState } from "react";
import { ApiFailure } from "@/lib/client/request";

interface Page {
  rows: unknown[];
  nextCursor: string | null;
}

/**
 * Rows of a leaderboard page by page (`more` fetches the next), or the player's neighbourhood
 * when `around` is set. `missing` says the player has no row to be around.
 */
export function usePages<P extends Page>(
  fetchPage: (q: { cursor?: string; around?: boolean }) => Promise<P>,
  key: string,
  around: boolean,
) {
  const [state, setState] = useState<{
    key: string;
    first: P | null;
    rows: P["rows"];
    next: string | null;
    missing: boolean;
    failed: boolean;
  }>({
    key: "",
    first: null,
    rows: [],
    next: null,
    missing: false,
    failed: false,
  });
  const full = `${key}|${around}`;
  useEffect(() => {
    let live = true;
    fetchPage({ around })
      .then((p) => live && setState({ key: full, first: p, rows: p.rows, next: p.nextCursor, missing: false, failed: false }))
      .catch(
        (e: unknown) =>
          live &&
          setState({ key: full, first: null, rows: [], next: null, missing: e instanceof ApiFailure && e.status === 404, failed: true }),
      );
    return () => {
      live = false;
    };
    // fetchPage is a fresh closure each render; `full` names what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full]);
  const more = async () => {
    if (!state.next) return;
    const p = await fetchPage({ cursor: state.next });
    setState((s) => ({ ...s, rows: [...s.rows, ...p.rows], next: p.nextCursor }));
  };
  const loading = state.key !== full;
  return {
    first: loading ? null : state.first,
    rows: loading ? [] : state.rows,
    more: state.next && !loading ? more : null,
    loading,
    missing: !loading && state.missing,
    failed: !loading && state.failed,
  };
}
