// One log line per SMHI trouble, not one per catch: said once, and once more after SMHI was fine again.
const said = new Set<string>();

export const calmLog = {
  once(kind: string, line: string): void {
    if (said.has(kind)) return;
    said.add(kind);
    console.warn(line);
  },
  recovered(): void {
    if (said.size === 0) return;
    said.clear();
    console.info("[conditions] SMHI answers again");
  },
};
