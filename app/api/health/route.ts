// GET /api/health – for load balancers: 200 when the database (and Redis and the bucket, where configured) answer,
// 503 naming the ones that do not. Never rate-limited and never cached.
import { ERROR_CODE } from "@/lib/errors";
import { route } from "@/lib/http";
import { checkHealth, RETRY_AFTER_SECONDS, serviceUnavailableMessage } from "@/lib/outage";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkHealth();
  if (health.ok) return Response.json(health, { headers: { "Cache-Control": "no-store" } });
  const down = Object.keys(health.dependencies).filter((name) => health.dependencies[name] === "down");
  return Response.json(
    { error: serviceUnavailableMessage, code: ERROR_CODE.SERVICE_UNAVAILABLE, down, ...health },
    { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
});
