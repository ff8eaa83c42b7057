// PGlite allows one process per data folder; a second one would corrupt it. A pid file beside
// the folder turns that into one clear message. Plain JS so scripts/ can use it without a build.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  name = "DataDirInUseError";
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** Takes the lock on `dir` (the pglite folder) or throws DataDirInUseError; returns the release. */
export function lockDataDir(dir) {
  const lock = path.join(/* turbopackIgnore: true */ dir, "..", "pglite.lock");
  let pid = 0;
  try {
    pid = Number(readFileSync(/* turbopackIgnore: true */ lock, "utf8"));
  } catch {
    // no lock file: free
  }
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new DataDirInUseError(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). Stop that process, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  writeFileSync(/* turbopackIgnore: true */ lock, String(process.pid));
  return () => rmSync(/* turbopackIgnore: true */ lock, { force: true });
}
