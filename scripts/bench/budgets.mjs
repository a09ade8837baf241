// The performance budget (docs/performance.md) and the check of a bench run's rows against it.

/** kB = 1000 bytes. postingCheckSlowdown: posting a catalogue species against free text (scripts/bench/posting.mjs). */
export const BUDGET = {
  visitorVsBare: 1.0,
  visitorVsStatic: 0.5,
  memberVsBare: 0.5,
  p99Ms: 100,
  p99AtConnections: 10,
  /** A hello-world App Router page is 135–138 kB on this build of Next; every visitor page may add 15 kB. */
  visitorJsKb: 153,
  /** Raw HTML of a visitor's page, RSC payload included; the list with its filters (docs/decisions/281-report-list-budget.md). */
  htmlKb: { "/": 50, "/reports": 62, "/reports@species": 62, "/reports@species-period-weight": 62, "/reports@search": 62 },
  postingCheckSlowdown: 1.2,
  /** Posting a catch as a participant of 20 running competitions against as one of none (BENCH_COMPETITION=1). */
  postingCompetitionSlowdown: 1.2,
  /** Posting a catch with a position while its weather is looked up against while SMHI is down (no lookup work). */
  postingConditionsSlowdown: 1.05,
  /** A like while its notification's delivery is queued against with the delivery's triggers off. */
  likeDeliverySlowdown: 1.05,
  cardP99Ms: 50,
  cardRenderMs: 500,
  /**
   * A first read of a page against the bare server reading the same address (the long tail of different pages): the
   * budget of every row when the floor is not read.
   */
  longTailVsBare: { "/reports/{different}": 0.25, default: 0.15 },
  /**
   * A first read of a page against a minimal Next.js page's first read (scripts/bench/floor.mjs), same run. The
   * Fiskeväder pages are held where species pages, profiles and articles are (docs/decisions/315-fiskevader-held-to-the-floor.md).
   */
  longTailVsFloor: {
    "/reports/{different}": 0.5,
    "/arter/{different}": 0.4,
    "/profile/{different}": 0.4,
    "/news/{different}": 0.4,
    "/fiskevader?plats={different}&art={different}": 0.4,
  },
  longTailReportP99Ms: 150,
  /** Visitors' cached pages while a crawler reads different pages at full speed. */
  visitorBesideCrawlerP99Ms: 20,
  /** A like, a comment and the posts against the bare server's same transaction (scripts/bench/writes.mjs), p99 at 10. */
  writeVsBare: 0.5,
  writeP99Ms: 100,
  /** Competition day: 50 posting at once into one map cell against the same 50 posting without positions (req/s). */
  competitionDayVsWithout: 0.9,
  /** The logbook export of 10,000 catches (scripts/bench/export.mjs), each format: first byte, last byte, and memory
   * that stays flat: the whole logbook may grow the server's resident memory no more than this past what a tenth does. */
  exportFirstByteMs: 200,
  exportWholeMs: 2000,
  exportMemoryPastTenthMb: 16,
  /** The import of 10,000 rows (scripts/bench/import.mjs): upload to the job's end, and visitors' cached page meanwhile. */
  importWholeMs: 60_000,
  visitorDuringImportP99Ms: 20,
};

export function checkBudgets(rows, { connections, postingSlowdown, conditionsSlowdown = null, likeSlowdown = null, competitionSlowdown = null, cardRenderMs = null }) {
  const checks = [];
  const add = (ok, text) => checks.push({ ok, text });
  for (const row of rows.filter((r) => r.kind === "page" || r.kind === "api")) {
    const name = `${row.target} ${row.as}`;
    // Compared on the req/s themselves, not on the rounded ratios shown in the table.
    const vs = (what, of, factor) =>
      add(row.rps >= factor * of, `${name}: ${(row.rps / of).toFixed(2)}× ${what}'s req/s (${row.rps} vs ${of}; budget ≥ ${factor.toFixed(1)}×)`);
    if (row.as === "visitor") {
      if (row.bareRps) vs("the bare server", row.bareRps, BUDGET.visitorVsBare);
      vs("the static file", row.staticRps, BUDGET.visitorVsStatic);
    } else if (row.bareRps) {
      vs("the bare server", row.bareRps, BUDGET.memberVsBare);
    }
    const at = connections === BUDGET.p99AtConnections ? "" : ` — measured at ${connections} connections, the budget is for ${BUDGET.p99AtConnections}`;
    add(row.p99 <= BUDGET.p99Ms, `${name}: p99 ${row.p99} ms (budget ≤ ${BUDGET.p99Ms} ms${at})`);
    if (row.jsKb !== null && (row.as === "visitor" || row.memberOnly)) {
      add(row.js.gzipBytes <= BUDGET.visitorJsKb * 1000, `${name}: first-load JS ${row.jsKb} kB gzip (budget ≤ ${BUDGET.visitorJsKb} kB)`);
      const htmlLimit = BUDGET.htmlKb[row.target];
      if (htmlLimit) add(row.js.htmlBytes <= htmlLimit * 1000, `${name}: HTML ${row.htmlKb} kB (budget ≤ ${htmlLimit} kB)`);
    }
  }
  for (const row of rows.filter((r) => r.kind === "long-tail")) {
    // Held against the floor where it has a budget there; its ×bare is then information (the table shows it).
    const floorFactor = BUDGET.longTailVsFloor[row.target];
    if (floorFactor && row.floorRps) {
      add(row.rps >= floorFactor * row.floorRps, `${row.target}: ${(row.rps / row.floorRps).toFixed(2)}× the framework's floor (${row.rps} vs ${row.floorRps} req/s; budget ≥ ${floorFactor}×)`);
    } else {
      const factor = BUDGET.longTailVsBare[row.target] ?? BUDGET.longTailVsBare.default;
      const yardstick = row.yardstick ?? "the bare server on the same addresses";
      add(row.rps >= factor * row.bareRps, `${row.target}: ${(row.rps / row.bareRps).toFixed(2)}× ${yardstick} (${row.rps} vs ${row.bareRps} req/s; budget ≥ ${factor}×)`);
    }
    if (row.target === "/reports/{different}") add(row.p99 <= BUDGET.longTailReportP99Ms, `${row.target}: p99 ${row.p99} ms (budget ≤ ${BUDGET.longTailReportP99Ms} ms)`);
  }
  for (const row of rows.filter((r) => r.kind === "write")) {
    const name = `${row.target} ${row.as}`;
    add(row.rps >= BUDGET.writeVsBare * row.bareRps, `${name}: ${(row.rps / row.bareRps).toFixed(2)}× the bare server's same write (${row.rps} vs ${row.bareRps} req/s; budget ≥ ${BUDGET.writeVsBare}×)`);
    const at = connections === BUDGET.p99AtConnections ? "" : ` — measured at ${connections} connections, the budget is for ${BUDGET.p99AtConnections}`;
    add(row.p99 <= BUDGET.writeP99Ms, `${name}: p99 ${row.p99} ms (budget ≤ ${BUDGET.writeP99Ms} ms${at})`);
  }
  const day = rows.filter((r) => r.kind === "competition-day");
  if (day.length === 2) {
    const [cell, without] = day;
    add(
      cell.rps >= BUDGET.competitionDayVsWithout * without.rps,
      `competition day: posting into one map cell ${(cell.rps / without.rps).toFixed(2)}× posting without a position (${cell.rps} vs ${without.rps} req/s; budget ≥ ${BUDGET.competitionDayVsWithout}×)`,
    );
    add(day.every((r) => r.non2xx === 0 && r.requests > 0), `competition day: every post answered 2xx (${day.map((r) => r.non2xx).join(" and ")} did not; budget 0)`);
  }
  for (const row of rows.filter((r) => r.kind === "export")) {
    add(row.firstByteMs <= BUDGET.exportFirstByteMs, `${row.target}: first byte after ${row.firstByteMs} ms (budget ≤ ${BUDGET.exportFirstByteMs} ms)`);
    add(row.wholeMs <= BUDGET.exportWholeMs, `${row.target}: whole file after ${row.wholeMs} ms (budget ≤ ${BUDGET.exportWholeMs} ms)`);
    add(
      row.growthMb <= row.tenthGrowthMb + BUDGET.exportMemoryPastTenthMb,
      `${row.target}: server memory +${row.growthMb} MB for the whole logbook, +${row.tenthGrowthMb} MB for a tenth (budget ≤ a tenth's + ${BUDGET.exportMemoryPastTenthMb} MB)`,
    );
  }
  for (const row of rows.filter((r) => r.kind === "import")) {
    add(row.wholeMs <= BUDGET.importWholeMs, `${row.target}: ${row.wholeMs} ms from upload to the job's end (budget ≤ ${BUDGET.importWholeMs} ms)`);
    add(
      row.visitorP99During <= Math.max(BUDGET.visitorDuringImportP99Ms, row.visitorP99Alone),
      `${row.target}: visitors' p99 on ${row.visitorUrl} ${row.visitorP99During} ms during it, ${row.visitorP99Alone} ms alone (budget ≤ ${BUDGET.visitorDuringImportP99Ms} ms, or alone's)`,
    );
  }
  for (const row of rows.filter((r) => r.kind === "mixed")) {
    add(row.p99 <= BUDGET.visitorBesideCrawlerP99Ms, `cached pages beside a ${row.as}: visitors' p99 ${row.p99} ms (budget ≤ ${BUDGET.visitorBesideCrawlerP99Ms} ms)`);
  }
  for (const row of rows.filter((r) => r.kind === "card")) {
    add(row.p99 <= BUDGET.cardP99Ms, `${row.target} ${row.as}: p99 ${row.p99} ms from the cache (budget ≤ ${BUDGET.cardP99Ms} ms)`);
  }
  if (cardRenderMs !== null) {
    add(cardRenderMs <= BUDGET.cardRenderMs, `share card: first drawing ${cardRenderMs} ms (budget ≤ ${BUDGET.cardRenderMs} ms)`);
  }
  if (conditionsSlowdown !== null) {
    add(
      conditionsSlowdown <= BUDGET.postingConditionsSlowdown,
      `POST /api/reports: looking the catch's weather up costs ${conditionsSlowdown}× (budget ≤ ${BUDGET.postingConditionsSlowdown}×)`,
    );
  }
  if (likeSlowdown !== null) {
    add(likeSlowdown <= BUDGET.likeDeliverySlowdown, `POST /api/likes: queueing the notification's delivery costs ${likeSlowdown}× (budget ≤ ${BUDGET.likeDeliverySlowdown}×)`);
  }
  if (postingSlowdown !== null) {
    add(postingSlowdown <= BUDGET.postingCheckSlowdown, `POST /api/reports: the personal-best check costs ${postingSlowdown}× (budget ≤ ${BUDGET.postingCheckSlowdown}×)`);
  }
  if (competitionSlowdown !== null) {
    add(
      competitionSlowdown <= BUDGET.postingCompetitionSlowdown,
      `POST /api/reports: entering 20 running competitions costs ${competitionSlowdown}× (budget ≤ ${BUDGET.postingCompetitionSlowdown}×)`,
    );
  }
  return checks;
}
