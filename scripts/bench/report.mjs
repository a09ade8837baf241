// What a bench run prints (the machine, the table, a PASS/MISS line per budget, the notes) and what it writes to
// bench/results/latest.json.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { exportLines } from "./export.mjs";
import { importLines } from "./import.mjs";

const show = (v, digits) => (v === null || v === undefined ? "–" : v.toFixed(digits));

/** The printed report of a run: `run` holds the settings the header line names. */
export function reportLines({ info, rows, budgets, notes, run }) {
  const lines = [];
  lines.push(`Machine: ${info.cpus} × ${info.cpuModel}, ${info.totalMemoryGB} GB, Node ${info.node}, ${info.os}`);
  lines.push(`Load average at start ${info.loadAverageAtStart.join(" ")}, at end ${info.loadAverageAtEnd.join(" ")} (a shared machine shows here)`);
  lines.push(
    `${run.processes} scripts/server.mjs process${run.processes === 1 ? "" : `es behind ${run.proxy === "nginx" ? "nginx" : "a round-robin TCP forwarder"} on ${run.sitePort}`}, ` +
      `${run.reports} reports, ${run.members} members, ${run.connections} connections, ${run.warmup} s warm-up + ${run.seconds} s per measurement, ` +
      `Accept-Encoding: ${run.encoding}`,
  );
  lines.push("");
  const mixed = rows.filter((r) => r.kind === "mixed");
  if (mixed.length) {
    lines.push("| visitors' cached pages beside a crawler | visitors req/s | visitors p99 ms | alone p99 ms | crawler req/s | crawler p99 ms | crawler refused |");
    lines.push("|---|---:|---:|---:|---:|---:|---|");
    for (const r of mixed) lines.push(`| ${r.as} | ${r.rps} | ${r.p99} | ${r.quietP99} | ${r.crawlRps} | ${r.crawlP99} | ${r.crawlRefused} |`);
    lines.push("");
  }
  lines.push(...exportLines(rows.filter((r) => r.kind === "export")));
  lines.push(...importLines(rows.filter((r) => r.kind === "import")));
  lines.push(`| target | as | req/s | p99 ms | non-2xx | ×bare | ×floor | ×static | first-load JS kB gz | HTML kB |`);
  lines.push(`|---|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows.filter((row) => row.kind !== "mixed" && row.kind !== "export" && row.kind !== "import")) {
    const target = r.kind === "static" ? `static ${r.target}` : r.target;
    lines.push(
      `| ${target} | ${r.as} | ${r.rps} | ${r.p99} | ${r.non2xx} | ${show(r.vsBare ?? null, 2)} | ${show(r.vsFloor ?? null, 2)} | ` +
        `${show(r.vsStatic ?? null, 2)} | ${show(r.jsKb ?? null, 1)} | ${show(r.htmlKb ?? null, 1)} |`,
    );
  }
  lines.push("");
  for (const check of budgets) lines.push(`${check.ok ? "PASS" : "MISS"}  ${check.text}`);
  const missed = budgets.filter((c) => !c.ok).length;
  lines.push(`Budgets: ${budgets.length - missed} pass, ${missed} miss`);
  for (const note of notes) lines.push(`Note: ${note}`);
  return lines;
}

/** Writes the run to bench/results/latest.json and gives the file's path. */
export function writeResults(resultsDir, result) {
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, "latest.json");
  writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  return out;
}
