// The demo's fishing trips, so the feature shows from the first visit: kalle's open weekend at Hjälmaren three
// weeks ago, three matroser who answered, a little talk and the gang's catches summed up on its page (and on its
// share card), and a private trip a matros plans for next week with kalle coming. From a random sequence of its own,
// so the rest of the community stays as it was.
import type { PrismaClient, Prisma } from "../generated/prisma/client";
import { LINK_REPORTS_SQL } from "../lib/species/catalogue-sql";
import { demoPosition } from "./seed-positions";

type Random = { next: () => number; chance: (p: number) => boolean };
type Client = Prisma.TransactionClient | PrismaClient;

const DAY_MS = 86_400_000;
const HJALMAREN = "Hjälmaren, Örebro";

/** A calendar day `offset` days from today, as the date columns hold it (midnight UTC). */
function day(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * DAY_MS);
}

/** `matroser`: at least four of kalle's accepted friends. */
export async function seedTrips(tx: Client, { kalleId, matroser }: { kalleId: number; matroser: readonly number[] }, rng: Random): Promise<void> {
  const [first, second, third, fourth] = matroser as [number, number, number, number];
  const answered = (offset: number) => new Date(day(offset).getTime() + 19 * 3_600_000);

  const weekend = await tx.trip.create({
    data: {
      creatorId: kalleId,
      name: "Gäddhelg i Hjälmaren",
      place: HJALMAREN,
      description: "Vi hyr stugan vid Kvismaren och tar båten ut mot Vinön. Samling fredag kväll, fiske lördag och söndag.",
      latitude: "59.241000",
      longitude: "15.598000",
      startsOn: day(-23),
      endsOn: day(-21),
      isPublic: true,
      // Planned well before, and reminded the day before, like any other trip.
      remindedAt: answered(-24),
      createdAt: day(-40),
      participants: {
        create: [
          { userId: first, answer: "coming", invitedAt: day(-40), answeredAt: answered(-39) },
          { userId: second, answer: "coming", invitedAt: day(-40), answeredAt: answered(-38) },
          { userId: third, answer: "maybe", invitedAt: day(-40), answeredAt: answered(-35) },
          { userId: fourth, answer: "not_coming", invitedAt: day(-40), answeredAt: answered(-37) },
        ],
      },
      comments: {
        create: [
          { authorId: first, body: "Jag tar med ekolodet och två extra spön.", createdAt: answered(-30) },
          { authorId: kalleId, body: "Toppen! Glöm inte flytvästarna.", createdAt: answered(-29) },
          { authorId: second, body: "Vilken helg, tack allihop!", createdAt: answered(-20) },
        ],
      },
    },
    select: { id: true },
  });

  // The weekend's catches, on its days and at its water.
  const catches: [number, string, string, string, number, string][] = [
    [kalleId, "Gädda", "7.80", "96", -23, "Tog på en stor jigg vid vasskanten i skymningen."],
    [first, "Gädda", "4.20", "78", -22, "Första fisken från båten."],
    [second, "Abborre", "0.90", "38", -22, "Stimmet stod på fyra meter."],
    [kalleId, "Gös", "2.40", "61", -21, "Vertikalfiske på morgonen innan vi åkte hem."],
  ];
  await tx.report.createMany({
    data: catches.map(([userId, fish, weight, length, offset, notes]) => ({
      userId,
      fish,
      weight,
      length,
      location: HJALMAREN,
      notes,
      method: fish === "Gös" ? "Vertikalfiske" : "Kastfiske från båt",
      fishingDate: day(offset),
      createdAt: answered(offset),
      tripId: weekend.id,
      ...demoPosition(HJALMAREN, rng),
    })),
  });
  await tx.$executeRawUnsafe(LINK_REPORTS_SQL);

  // Planned by one of kalle's matroser for next week, kalle coming: only the two of them see it.
  await tx.trip.create({
    data: {
      creatorId: first,
      name: "Öringfiske i Mörrumsån",
      place: "Mörrumsån",
      description: "Två dagar med flugspö. Fiskekort köper vi på plats.",
      startsOn: day(9),
      endsOn: day(10),
      createdAt: day(-3),
      participants: { create: { userId: kalleId, answer: "coming", invitedAt: day(-3), answeredAt: answered(-2) } },
    },
  });
}
