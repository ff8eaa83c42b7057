import { describe, expect, it } from "vitest";
import { addDays, closesAt, dailyNumber, dayStatus, isDateString, LAUNCH_DATE } from "./calendar";

describe("daily calendar (UTC)", () => {
  it("numbers days from the launch, which is No. 1", () => {
    expect(dailyNumber(LAUNCH_DATE)).toBe(1);
    expect(dailyNumber(addDays(LAUNCH_DATE, 31))).toBe(32);
  });

  it("today is open, the past closed, the future and before the launch do not exist", () => {
    const now = new Date("2026-12-05T23:59:59Z");
    expect(dayStatus("2026-12-05", now)).toBe("open");
    expect(dayStatus("2026-12-04", now)).toBe("closed");
    expect(dayStatus("2026-12-06", now)).toBe("future");
    expect(dayStatus("2026-11-29", now)).toBe("before-launch");
    expect(dayStatus("2026-12-05", new Date("2026-12-06T00:00:00Z"))).toBe("closed");
  });

  it("a day closes at the next UTC midnight", () => {
    expect(closesAt("2026-12-31").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it.each([
    ["2026-12-01", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["yesterday", false],
  ])("%s is a date: %s", (s, ok) => expect(isDateString(s)).toBe(ok));
});
