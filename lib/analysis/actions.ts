// Actions compared by content: a stored log's JSON may order an action's keys differently.
// Its own module, free of the solver, so the browser's analysis view can use it too.

const keyOf = (a: object) => JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1)));

export const sameAction = (a: object, b: object | null): boolean => b !== null && keyOf(a) === keyOf(b);
