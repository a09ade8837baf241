// GET /api/health – the server is up and reaches the database
import { db } from "@/lib/db";
import { route } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  await db.$queryRaw`select 1`;
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
