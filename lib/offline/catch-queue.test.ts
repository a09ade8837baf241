import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { clearCatches, editCatch, getCatch, listCatches, removeCatch, saveCatch, updateCatch } from "./catch-queue";

const fields = { fish: "Abborre", weight: "0,8", length: "34", location: "Mälaren", date: "2026-05-30", bait: "", method: "", notes: "", released: false };

beforeEach(async () => {
  await clearCatches();
});

describe("the queue of saved catches", () => {
  it("keeps the whole catch, photo included, with a key from the moment it is saved", async () => {
    const photo = new Blob([new Uint8Array([9, 8, 7])], { type: "image/jpeg" });
    const saved = await saveCatch({ userId: 3, fields, photo, photoName: "abborre.jpg", savedAt: 100 });
    expect(saved.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const stored = await getCatch(saved.id);
    expect(stored).toMatchObject({ userId: 3, fields, photoName: "abborre.jpg", savedAt: 100, state: "waiting", key: saved.key });
    expect(stored?.photo?.size).toBe(3);
  });

  it("lists oldest first and only the member's own", async () => {
    await saveCatch({ userId: 3, fields: { ...fields, fish: "Senare" }, photo: null, photoName: null, savedAt: 200 });
    await saveCatch({ userId: 3, fields: { ...fields, fish: "Tidigare" }, photo: null, photoName: null, savedAt: 100 });
    await saveCatch({ userId: 4, fields, photo: null, photoName: null, savedAt: 50 });
    expect((await listCatches(3)).map((r) => r.fields.fish)).toEqual(["Tidigare", "Senare"]);
    expect(await listCatches()).toHaveLength(3);
  });

  it("puts an edited catch back in line with its key, or a new key when the old one was spent", async () => {
    const saved = await saveCatch({ userId: 3, fields, photo: null, photoName: null });
    await updateCatch(saved.id, (r) => ({ ...r, state: "rejected", message: "Ange plats", failures: 2 }));
    const edited = await editCatch(saved.id, { ...fields, location: "Vänern" }, { blob: null, name: null });
    expect(edited).toMatchObject({ state: "waiting", message: null, failures: 0, key: saved.key });

    await updateCatch(saved.id, (r) => ({ ...r, state: "rejected", keySpent: true }));
    const again = await editCatch(saved.id, fields, { blob: null, name: null });
    expect(again?.key).not.toBe(saved.key);
    expect(again?.keySpent).toBe(false);
  });

  it("removes one catch, and clears them all on logout", async () => {
    const a = await saveCatch({ userId: 3, fields, photo: null, photoName: null });
    await saveCatch({ userId: 3, fields, photo: null, photoName: null });
    await removeCatch(a.id);
    expect(await listCatches(3)).toHaveLength(1);
    await clearCatches();
    expect(await listCatches()).toHaveLength(0);
    expect(await updateCatch(a.id, (r) => r)).toBeNull();
  });
});
