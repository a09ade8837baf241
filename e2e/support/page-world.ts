// The things the page rows of the authorization table point at (test/authorization/table.ts), for a given owner.
import { expect, type APIRequestContext } from "@playwright/test";
import type { PageWorld } from "../../test/authorization/table";
import { uniqueUsername } from "./accounts";
import { createPendingChild, createRunningCompetition, createTrips, sql } from "./database";

/** Finds a published article, the seeded draft and a page cursor, and makes a pending child, a running competition and two trips. */
export async function pageWorld(visitor: APIRequestContext, owner: { ownerId: number; reportId: number }) {
  const childName = uniqueUsername("barn");
  const childId = await createPendingChild(childName);
  const [published] = await sql<{ id: number }>("select id from news_articles where published order by id limit 1");
  const [draft] = await sql<{ id: number }>("select id from news_articles where not published order by id limit 1");
  if (!published || !draft) throw new Error("the seeded news (one of them a draft) is missing");
  const articlePath = new URL((await visitor.get(`/news/${published.id}`)).url()).pathname;
  const cursor = /[?&]cursor=([A-Za-z0-9_-]+)/.exec(await (await visitor.get("/reports")).text())?.[1];
  expect(cursor, "a next-page link on /reports").toBeTruthy();
  const competitionId = await createRunningCompetition(owner.ownerId);
  const trips = await createTrips(owner.ownerId);
  const world: PageWorld = { ...owner, articlePath, draftId: draft.id, childId, reportsCursor: cursor!, competitionId, ...trips };
  return { world, child: { id: childId, username: childName }, articleId: published.id };
}
