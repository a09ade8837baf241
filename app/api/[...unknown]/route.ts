// Any /api path no handler claims: the one JSON error shape with 404, not the home page's HTML.
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http";

const unknownEndpoint = route<{ unknown: string[] }>(async () => {
  throw notFound("Det finns ingen sådan API-adress");
});

// OPTIONS too: Next.js would otherwise answer it itself, with 204 and an Allow header, for any path here.
export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
  unknownEndpoint as OPTIONS,
};
