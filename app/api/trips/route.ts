import { readJson, route } from "@/lib/http";
import { createTrip } from "@/lib/trips/mutations";
import { listMemberTrips } from "@/lib/trips/queries";
import { tripInputSchema } from "@/lib/trips/schemas";

// GET /api/trips – the member's trips, coming and past
export const GET = route(async ({ user }) => Response.json(await listMemberTrips({ userId: user.id })), { auth: "user" });

// POST /api/trips – a member plans a trip ({name, place, description, starts_on, ends_on, latitude, longitude, is_public})
export const POST = route(
  async ({ req, user }) => Response.json(await createTrip({ actor: user, input: await readJson(req, tripInputSchema) }), { status: 201 }),
  { auth: "user", rateLimit: "trip" },
);
