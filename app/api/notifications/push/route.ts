// POST /api/notifications/push – remember this device for push: the browser's PushSubscription {endpoint, keys}
// DELETE /api/notifications/push – forget this device: {endpoint}
import { readJson, route } from "@/lib/http";
import { subscribeDevice, unsubscribeDevice } from "@/lib/delivery/push";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/delivery/schemas";

export const POST = route(
  async ({ req, user }) => {
    const input = await readJson(req, pushSubscriptionSchema);
    await subscribeDevice({ userId: user.id, sessionId: user.sessionId ?? null, input });
    return Response.json({ message: "Push är påslaget på den här enheten" }, { status: 201 });
  },
  { auth: "user" },
);

export const DELETE = route(
  async ({ req, user }) => {
    const { endpoint } = await readJson(req, pushEndpointSchema);
    await unsubscribeDevice({ userId: user.id, endpoint });
    return Response.json({ message: "Push är avslaget på den här enheten" });
  },
  { auth: "user" },
);
