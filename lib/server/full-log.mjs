// The SQL of a game's whole log (game-log.ts), of the "Game" row aliased `g`: the row's own
// entries, then those of its GameMove rows beyond them. Plain JavaScript without "server-only",
// like migrator.mjs: the fault-injection tests read stored logs with it from outside the server.
export const FULL_LOG_SQL = `jsonb_set(g.log, '{actions}', (g.log -> 'actions') || coalesce((
    SELECT jsonb_agg(x.e ORDER BY m.version, x.i)
    FROM "GameMove" m CROSS JOIN LATERAL jsonb_array_elements(m.entries) WITH ORDINALITY AS x(e, i)
    WHERE m."gameId" = g.id AND m.version > jsonb_array_length(g.log -> 'actions')), '[]'::jsonb))`;
