import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./pglite-lock.mjs";

const folder = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");
  mkdirSync(dir);
  return dir;
};

describe("one process per embedded database folder", () => {
  it("a second live process is refused with a clear message", async () => {
    const dir = folder();
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(dir, "..", "pglite.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it("a stale lock of a dead process is taken over, and release removes it", () => {
    const dir = folder();
    writeFileSync(path.join(dir, "..", "pglite.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, "..", "pglite.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dir, "..", "pglite.lock"))).toBe(false);
  });
});
