import { describe, expect, it, vi } from "vitest";

const failed = vi.fn();
vi.mock("@/lib/outage", () => ({ outageLog: { failed } }));
const { quietKnownOutages } = await import("@/lib/outage/quiet-log");

describe("quietKnownOutages", () => {
  it("hands an unreachable database to the outage log and logs every other error as before", () => {
    const error = vi.fn();
    const target = { error } as unknown as Console;
    quietKnownOutages(target);
    quietKnownOutages(target);

    const unreachable = Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: "P1001" });
    target.error("⨯", unreachable);
    expect(error).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith("database", expect.any(String));

    const bug = new TypeError("x is undefined");
    target.error("⨯", bug);
    target.error("plain text");
    expect(error.mock.calls).toEqual([["⨯", bug], ["plain text"]]);
  });
});
