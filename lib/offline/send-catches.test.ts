import { describe, expect, it } from "vitest";
import type { QueuedCatch } from "./catch-queue";
import { afterAttempt, backoffMs, catchForm, isDue, outcomeOf, sendDueCatches, sendMessages, type Attempt, type QueueStore } from "./send-catches";

const fields = { fish: "Gädda", weight: "4,2", length: "81", location: "Vättern", date: "2026-06-01", bait: "", method: "Spinn", notes: "", released: true };

function record(id: string, savedAt: number, extra: Partial<QueuedCatch> = {}): QueuedCatch {
  return {
    id,
    key: `key-${id}-0000`,
    userId: 7,
    savedAt,
    fields,
    photo: null,
    photoName: null,
    state: "waiting",
    message: null,
    fieldErrors: null,
    failures: 0,
    retryAt: 0,
    ...extra,
  };
}

function memoryStore(records: QueuedCatch[]): QueueStore & { records: QueuedCatch[] } {
  const state = { records: [...records] };
  return {
    get records() {
      return state.records;
    },
    list: async (userId) => state.records.filter((r) => r.userId === userId).sort((a, b) => a.savedAt - b.savedAt),
    update: async (id, change) => {
      state.records = state.records.map((r) => (r.id === id ? change(r) : r));
    },
    remove: async (id) => {
      state.records = state.records.filter((r) => r.id !== id);
    },
  };
}

describe("outcomeOf", () => {
  it("takes any 2xx as sent, the first answer to a resend included", () => {
    expect(outcomeOf({ status: 201, body: { id: 1 } })).toEqual({ kind: "sent" });
  });

  it("keeps a validation refusal with the server's Swedish message and its fields, never to be retried", () => {
    const outcome = outcomeOf({ status: 400, body: { error: "Ogiltiga uppgifter", code: "VALIDATION_ERROR", fields: { weight: "Ange vikt" } } });
    expect(outcome).toEqual({ kind: "rejected", message: "Ogiltiga uppgifter", fieldErrors: { weight: "Ange vikt" } });
  });

  it("asks for a login on 401 and explains a photo that is too large on 413", () => {
    expect(outcomeOf({ status: 401, body: { error: "x" } })).toEqual({ kind: "login" });
    expect(outcomeOf({ status: 413, body: { error: "Bilden är för stor (max 10 MB)" } })).toMatchObject({ kind: "rejected", message: sendMessages.tooLarge });
  });

  it("marks the key as spent when the server already stored another version under it", () => {
    expect(outcomeOf({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED", error: "Nyckeln har redan använts" } })).toMatchObject({
      kind: "rejected",
      keySpent: true,
    });
  });

  it("retries later on no answer, 5xx, 503, 409 and 429, honouring Retry-After", () => {
    for (const attempt of [{ status: 0, body: null }, { status: 500, body: null }, { status: 503, body: {} }, { status: 409, body: {} }] as Attempt[]) {
      expect(outcomeOf(attempt)).toMatchObject({ kind: "retry", stopQueue: true });
    }
    expect(outcomeOf({ status: 429, body: {}, retryAfterSeconds: 60 })).toEqual({ kind: "retry", afterMs: 60_000, stopQueue: true });
  });

  it("never retries any other 4xx on its own", () => {
    for (const status of [400, 403, 404, 405, 415, 422]) expect(outcomeOf({ status, body: {} }).kind).toBe("rejected");
  });
});

describe("backoff", () => {
  it("doubles from about 15 s and stops growing at about 30 minutes", () => {
    const middle = () => 0.5;
    expect(backoffMs(1, middle)).toBe(15_000);
    expect(backoffMs(2, middle)).toBe(30_000);
    expect(backoffMs(3, middle)).toBe(60_000);
    expect(backoffMs(30, middle)).toBe(30 * 60_000);
    expect(backoffMs(1, () => 0)).toBe(12_000);
    expect(backoffMs(1, () => 1)).toBe(18_000);
  });

  it("waits at least what Retry-After asked for", () => {
    const next = afterAttempt(record("a", 1), { kind: "retry", afterMs: 10 * 60_000, stopQueue: true }, 1_000);
    expect(next.retryAt).toBeGreaterThanOrEqual(1_000 + 10 * 60_000);
    expect(next.failures).toBe(1);
    expect(next.state).toBe("waiting");
  });

  it("leaves a refused catch out until it is edited, and a login-waiting one in", () => {
    expect(isDue(record("a", 1, { state: "rejected" }), 10)).toBe(false);
    expect(isDue(record("a", 1, { state: "login", retryAt: 99 }), 10)).toBe(true);
    expect(isDue(record("a", 1, { retryAt: 99 }), 10)).toBe(false);
    expect(isDue(record("a", 1, { retryAt: 99 }), 10, { force: true })).toBe(true);
  });
});

describe("sendDueCatches", () => {
  it("sends oldest first, each with its own key, and empties the queue", async () => {
    const store = memoryStore([record("b", 2), record("a", 1), record("c", 3)]);
    const keys: string[] = [];
    const result = await sendDueCatches({
      userId: 7,
      store,
      send: async (r) => {
        keys.push(r.key);
        return { status: 201, body: {} };
      },
    });
    expect(keys).toEqual(["key-a-0000", "key-b-0000", "key-c-0000"]);
    expect(result).toEqual({ sent: 3, left: 0, loginNeeded: false });
  });

  it("stops at the first catch without an answer, so a later one never overtakes it", async () => {
    const store = memoryStore([record("a", 1), record("b", 2)]);
    const sent: string[] = [];
    const result = await sendDueCatches({
      userId: 7,
      store,
      now: () => 1_000,
      send: async (r) => {
        sent.push(r.id);
        return { status: 0, body: null };
      },
    });
    expect(sent).toEqual(["a"]);
    expect(result).toEqual({ sent: 0, left: 2, loginNeeded: false });
    expect(store.records.find((r) => r.id === "a")).toMatchObject({ failures: 1, message: sendMessages.retry });
    expect(store.records.find((r) => r.id === "a")!.retryAt).toBeGreaterThan(1_000);
  });

  it("keeps a refused catch with its message and goes on with the next", async () => {
    const store = memoryStore([record("a", 1), record("b", 2)]);
    const result = await sendDueCatches({
      userId: 7,
      store,
      send: async (r) => (r.id === "a" ? { status: 400, body: { error: "Ange plats", fields: { location: "Ange plats" } } } : { status: 201, body: {} }),
    });
    expect(result).toEqual({ sent: 1, left: 1, loginNeeded: false });
    expect(store.records).toEqual([expect.objectContaining({ id: "a", state: "rejected", message: "Ange plats", fieldErrors: { location: "Ange plats" } })]);
  });

  it("stops on 401 and keeps every catch for after the login", async () => {
    const store = memoryStore([record("a", 1), record("b", 2)]);
    let calls = 0;
    const result = await sendDueCatches({
      userId: 7,
      store,
      send: async () => {
        calls += 1;
        return { status: 401, body: {} };
      },
    });
    expect(calls).toBe(1);
    expect(result).toEqual({ sent: 0, left: 2, loginNeeded: true });
    expect(store.records[0]).toMatchObject({ state: "login", message: sendMessages.login });
  });

  it("never sends another member's catches", async () => {
    const store = memoryStore([record("a", 1, { userId: 8 })]);
    const result = await sendDueCatches({ userId: 7, store, send: async () => ({ status: 201, body: {} }) });
    expect(result.sent).toBe(0);
    expect(store.records).toHaveLength(1);
  });

  it("skips a catch still in its backoff unless forced", async () => {
    const store = memoryStore([record("a", 1, { retryAt: 5_000 })]);
    const send = async () => ({ status: 201, body: {} });
    expect((await sendDueCatches({ userId: 7, store, send, now: () => 1_000 })).sent).toBe(0);
    expect((await sendDueCatches({ userId: 7, store, send, now: () => 1_000, force: true })).sent).toBe(1);
  });
});

describe("catchForm", () => {
  it("sends the fields as the report form does, with the photo and its name", async () => {
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: "image/webp" });
    const form = catchForm(fields, photo, "gadda.webp");
    expect([...form.keys()].sort()).toEqual(["date", "fish", "image", "length", "location", "method", "released", "weight"]);
    expect(form.get("date")).toBe("2026-06-01");
    expect(form.get("released")).toBe("1");
    const image = form.get("image") as File;
    expect(image.name).toBe("gadda.webp");
    expect(image.size).toBe(3);
  });

  it("sends a catch's position and who may see it, and nothing of the kind for one without", () => {
    const placed = catchForm({ ...fields, latitude: "59.123456", longitude: "17.654321", position_precision: "friends" }, null, null);
    expect(placed.get("latitude")).toBe("59.123456");
    expect(placed.get("longitude")).toBe("17.654321");
    expect(placed.get("position_precision")).toBe("friends");
    const unplaced = catchForm({ ...fields, latitude: "", longitude: "", position_precision: "" }, null, null);
    expect(["latitude", "longitude", "position_precision"].filter((name) => unplaced.has(name))).toEqual([]);
  });
});
