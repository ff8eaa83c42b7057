export class DataDirInUseError extends Error {}
export function lockDataDir(dir: string): () => void;
