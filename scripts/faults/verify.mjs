// What the fault drill asserts once the load has stopped (scripts/faults.mjs): the stored rows and photos against
// the acknowledged writes, and each outage window's answers, recovery and log lines.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const statuses = (list) =>
  Object.entries(list.reduce((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {}))
    .map(([s, c]) => `${c}×${s}`)
    .join(" ") || "none";

/** No acknowledged write lost, none stored unacknowledged, no row without its photo, no photo without its row. */
export function verifyStorage({ rows, acknowledged, answers, s3Dir, bucketName, bucketWindow, writers, check, log }) {
  const stored = new Set(rows.map((row) => row.id));
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  const unacknowledged = [...stored].filter((id) => !acknowledged.has(id));
  check(lost.length === 0, `${lost.length} acknowledged reports are missing: ${lost.slice(0, 5)}`);
  check(unacknowledged.length === 0, `${unacknowledged.length} reports were stored without an acknowledgement`);
  // Read from s3rver's folder rather than through its API: a PUT cut off by stopping s3rver leaves an object file
  // without its metadata, which breaks s3rver's listing but is no object on a real S3 (a PUT is all or nothing).
  const folder = path.join(s3Dir, bucketName, "reports");
  const objectFiles = readdirSync(folder);
  const objects = new Set(
    objectFiles
      .filter((file) => file.endsWith("._S3rver_object") && objectFiles.includes(file.replace(/_object$/, "_metadata.json")))
      .map((file) => file.slice(0, -"._S3rver_object".length)),
  );
  const images = new Set(rows.map((row) => row.image).filter(Boolean));
  const withoutPhoto = rows.filter((row) => !row.image || !objects.has(row.image));
  const orphans = [...objects].filter((name) => !images.has(name));
  check(withoutPhoto.length === 0, `${withoutPhoto.length} reports without their photo in the bucket`);
  // An upload in flight when the bucket stops can be stored by the bucket while its answer is lost: the app cannot
  // know, answers 503, and the object waits for the storage sweep (docs/decisions/141). As on a real S3, that is
  // the one way a photo may outlive its request, so only such photos are allowed, written as the bucket stopped,
  // at most one per writer.
  const writtenAt = (name) => statSync(path.join(folder, `${name}._S3rver_object`)).mtimeMs;
  const lostAnswers = orphans.filter((name) => writtenAt(name) >= bucketWindow.stopping - 100 && writtenAt(name) <= bucketWindow.from + 100);
  const strays = orphans.filter((name) => !lostAnswers.includes(name));
  check(strays.length === 0, `${strays.length} photos in the bucket that no report uses`);
  check(lostAnswers.length <= writers, `${lostAnswers.length} photos stored as the bucket stopped, more than the ${writers} uploads in flight`);
  if (lostAnswers.length > 0) log(`${lostAnswers.length} photo(s) stored by the bucket as it stopped, their answer lost: left for the storage sweep`);

  const writes = answers.filter((a) => a.kind === "write");
  check(writes.every((a) => a.status !== 500 && a.status !== 0), `writes answered ${statuses(writes)}`);
  const pages = answers.filter((a) => a.kind === "page");
  check(pages.every((a) => a.status === 200), `visitors' pages answered ${statuses(pages)}`);
  log(
    `writes: ${writes.length} answered (${statuses(writes)}), ${acknowledged.size} acknowledged, ${stored.size} stored, ` +
      `${lost.length} lost; ${objects.size} photos for ${rows.length} reports`,
  );
}

/** Per outage: writes refused or taken as promised, pages answered, recovery within 5 s, at most 20 log lines. */
export function verifyOutages({ answers, windows, lines, check, log }) {
  for (const [name, { from, to }] of Object.entries(windows)) {
    const during = answers.filter((a) => a.at >= from && a.at < to);
    const writesDuring = during.filter((a) => a.kind === "write");
    const pagesDuring = during.filter((a) => a.kind === "page");
    const unrendered = during.filter((a) => a.kind === "unrendered");
    check(writesDuring.length > 0, `no write was tried while the ${name} was away`);
    check(pagesDuring.length > 0 && pagesDuring.every((a) => a.status === 200), `visitors' pages while the ${name} was away: ${statuses(pagesDuring)}`);
    check(unrendered.every((a) => a.status === 503 || a.status === 404), `pages never rendered while the ${name} was away: ${statuses(unrendered)}`);
    const refused = writesDuring.filter((a) => a.status === 503);
    check(refused.every((a) => a.retryAfter), `a 503 without Retry-After while the ${name} was away`);
    if (name === "database") {
      check(writesDuring.every((a) => a.status === 503 || a.status === 201), `writes while the database was away: ${statuses(writesDuring)}`);
      check(refused.every((a) => a.code === "SERVICE_UNAVAILABLE"), "a database 503 with another code");
    } else if (name === "redis") {
      // Limits count in this process instead (decision 100): writes go on.
      check(writesDuring.every((a) => a.status === 201), `writes while Redis was away: ${statuses(writesDuring)}`);
    } else {
      check(writesDuring.every((a) => a.status === 503 || a.status === 201), `uploads while the bucket was away: ${statuses(writesDuring)}`);
      check(refused.length > 0 && refused.every((a) => a.code === "STORAGE_UNAVAILABLE"), "uploads while the bucket was away were not refused with STORAGE_UNAVAILABLE");
    }
    const recovered = answers.find((a) => a.kind === "write" && a.at >= to && a.status === 201);
    const recovery = recovered ? recovered.at - to : Infinity;
    check(recovery <= 5000, `the first write after the ${name} returned was answered 201 only after ${recovery} ms`);
    const outageLines = lines.filter((l) => l.at >= from && l.at < (recovered?.at ?? Infinity) + 1000);
    const misnamed = outageLines.filter((l) => /^\[outage\] /.test(l.line) && !l.line.startsWith(`[outage] ${name} `));
    check(misnamed.length === 0, `the ${name} outage logged as another's:\n${misnamed.map((l) => `  ${l.line}`).join("\n")}`);
    check(outageLines.length <= 20, `${outageLines.length} log lines for the ${name} outage:\n${outageLines.slice(0, 30).map((l) => `  ${l.line}`).join("\n")}`);
    log(
      `${name} away ${to - from} ms: writes ${statuses(writesDuring)}; pages ${statuses(pagesDuring)}; never rendered ${statuses(unrendered)}; ` +
        `recovery ${recovery} ms; ${outageLines.length} log lines`,
    );
    for (const { line } of outageLines.slice(0, 20)) console.log(`    | ${line}`);
  }
}
