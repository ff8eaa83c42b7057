export function migrate(env?: Record<string, string | undefined>, log?: (msg: string) => void): Promise<string[]>;
