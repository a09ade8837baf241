// Demo data: a believable Swedish angling community. Run through `npm run db:seed` or automatically by
// `npm run dev` on an empty database. Deterministic: the same data every time, dated relative to today.
import bcrypt from "bcryptjs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client";
import { LINK_REPORTS_SQL } from "../lib/species/catalogue-sql";
import { demoPosition } from "./seed-positions";
import { seedConditions } from "./seed-conditions";
import { seedTrips } from "./seed-trips";

/**
 * The admin's authenticator secret (base32) is a demo value like the passwords: README.md lists it. Stored unsealed
 * ("v0.", lib/second-factor/secret.ts): the seed runs under another NEXTAUTH_SECRET than the server it seeds for.
 */
export const DEMO_ADMIN = { username: "fiskeadmin", password: "Hemligt123", totpSecret: "FISKEGANGETADMINDEMOTOTPKEY23456" };
export const DEMO_MEMBER = { username: "kalle", password: "Fiske1234" };

/** Small seeded PRNG (mulberry32) so every seed run makes the same community. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

// Species with typical weight (kg) and length (cm) ranges of catches a club member might land.
const SPECIES = [
  { fish: "Gädda", weight: [1.2, 12.5], length: [50, 118] },
  { fish: "Abborre", weight: [0.15, 1.9], length: [18, 48] },
  { fish: "Gös", weight: [0.8, 8.5], length: [40, 92] },
  { fish: "Öring", weight: [0.4, 6.8], length: [30, 80] },
  { fish: "Lax", weight: [2.5, 16.0], length: [60, 115] },
  { fish: "Regnbåge", weight: [0.6, 4.5], length: [32, 68] },
  { fish: "Röding", weight: [0.3, 3.2], length: [28, 62] },
  { fish: "Harr", weight: [0.3, 1.6], length: [28, 52] },
  { fish: "Sik", weight: [0.4, 2.8], length: [30, 58] },
  { fish: "Braxen", weight: [0.8, 5.5], length: [35, 70] },
  { fish: "Karp", weight: [2.0, 14.0], length: [45, 90] },
  { fish: "Sutare", weight: [0.5, 3.5], length: [28, 58] },
  { fish: "Torsk", weight: [1.0, 9.0], length: [40, 95] },
  { fish: "Makrill", weight: [0.3, 1.2], length: [28, 45] },
  { fish: "Havsöring", weight: [0.8, 7.5], length: [40, 85] },
  { fish: "Id", weight: [0.6, 3.0], length: [32, 60] },
  { fish: "Mört", weight: [0.1, 0.9], length: [15, 35] },
  { fish: "Ål", weight: [0.3, 2.2], length: [50, 110] },
] as const;

const LOCATIONS = [
  "Mälaren, Västerås", "Vänern, Kristinehamn", "Vättern, Hjo", "Storsjön, Östersund", "Siljan, Rättvik",
  "Hjälmaren, Örebro", "Bolmen", "Mörrumsån", "Emån, Mönsterås", "Ätran, Falkenberg", "Dalälven, Älvkarleby",
  "Torneälven, Övertorneå", "Stockholms skärgård", "Göteborgs skärgård", "Öresund, Helsingborg",
  "Gullmarsfjorden, Lysekil", "Ångermanälven", "Indalsälven", "Åsnen", "Glan, Norrköping", "Runn, Falun",
  "Ljusnan, Ljusdal", "Klarälven, Karlstad", "Kalmarsund", "",
] as const;

const BAITS = ["Wobbler", "Jigg", "Skeddrag", "Spinnare", "Mask", "Majs", "Boilies", "Torrfluga", "Nymf", "Streamer", "Betesfisk", "Pimpel", "Räka", "Gummifisk"] as const;
const METHODS = ["Spinnfiske", "Flugfiske", "Mete", "Trolling", "Pimpelfiske", "Vertikalfiske", "Bottenmete", "Isfiske", "Kastfiske från båt", "Havsfiske"] as const;
const NOTES = [
  "Tog precis vid soluppgången, helt spegelblankt vatten.",
  "Släppte tillbaka henne efter en snabb bild.",
  "Tredje fisken för dagen, men den största.",
  "Hårt hugg i strömnacken, lång fight.",
  "Blåsigt men fisken var på hugget.",
  "Fick den från kajen medan kaffet kokade.",
  "Pappa hjälpte till att håva!",
  "Första fisken på nya spöet.",
  "Mulet och lätt regn, perfekt fiskeväder.",
  "Hittade ett grund vid vassen där de stod tätt.",
  null, null, null,
] as const;

const FIRST_NAMES = ["Karl", "Erik", "Lars", "Anna", "Maria", "Johan", "Sofia", "Emma", "Oskar", "Elin", "Gustav", "Ingrid", "Nils", "Astrid", "Linnea", "Axel", "Sven", "Åsa", "Björn", "Märta", "Olof", "Ebba", "Henrik", "Sara", "Måns", "Klara", "Per", "Tove", "Jonas", "Ylva", "Ulf", "Frida"] as const;
const LAST_NAMES = ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Pettersson", "Lindqvist", "Lundgren", "Bergström", "Åberg", "Öberg", "Holm", "Sjöberg", "Ek", "Strand"] as const;
const CITIES = ["Stockholm", "Göteborg", "Malmö", "Uppsala", "Västerås", "Örebro", "Linköping", "Umeå", "Luleå", "Östersund", "Karlstad", "Jönköping", "Falun", "Sundsvall", "Växjö", "Kalmar", "Gävle", "Borås"] as const;
const NICKS = ["gaddjagaren", "abborrkungen", "flugfiskaren", "laxlisa", "gosgubben", "harrhunter", "metmaja", "trollingtore", "roding_rolf", "isfiske_ida", "havsoringen", "karpkalle", "sikstina", "braxenbosse", "mortmagnus", "spinnsara", "vassvandraren", "strommingsstina", "fjallfisket", "kustkasten", "elvis_i_alven", "nattmetaren", "sjobotten", "wobbler_willy", "jiggjonna", "tackel_tove", "ulkulf", "fiskefrida", "gunnar_gos"] as const;

const NEWS = [
  {
    title: "Välkommen till nya Fiskegänget!",
    content:
      "Nu har vi öppnat dörrarna till vår nya mötesplats för alla som älskar att fiska. Här kan du rapportera dina fångster, följa dina matroser och se vad som nappar runt om i landet.\n\nBerätta gärna för dina fiskekompisar om sidan, och hör av dig om du har idéer på hur vi kan bli ännu bättre.",
    published: true,
    imageFocus: "center" as const,
    daysAgo: 120,
  },
  {
    title: "Gösfisket i Mälaren tar fart",
    content:
      "Flera medlemmar rapporterar fina gösar från Mälaren de senaste veckorna. Vertikalfiske med jigg på 8–12 meters djup verkar ge bäst resultat just nu. Tänk på att gösen har minimimått och fredningstid på vissa platser, så kolla alltid de lokala reglerna innan du åker ut.",
    published: true,
    imageFocus: "top" as const,
    daysAgo: 45,
  },
  {
    title: "Tips: så tar du hand om fisken du släpper tillbaka",
    content:
      "Blöt händerna innan du tar i fisken, håll den horisontellt och låt den vila i vattnet tills den simmar iväg av egen kraft. En knutfri håv och en tång för krokar gör stor skillnad. Fånga och släpp fungerar bara om fisken klarar sig efteråt!",
    published: true,
    imageFocus: "center" as const,
    daysAgo: 20,
  },
  {
    title: "Isfiskesäsongen närmar sig",
    content:
      "Snart lägger sig isen i norr. Vi samlar tips om säker isfiske, utrustning och favoritplatser. Glöm aldrig isdubbar och att kontrollera istjockleken!",
    published: false,
    imageFocus: "bottom" as const,
    daysAgo: 2,
  },
];

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dateOnly = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function seed(db: PrismaClient): Promise<void> {
  const rng = random(20261122);
  // The named demo accounts use the policy's cost of 12; one shared hash keeps the seed fast.
  const [adminHash, memberHash] = await Promise.all([
    bcrypt.hash(DEMO_ADMIN.password, 12),
    bcrypt.hash(DEMO_MEMBER.password, 12),
  ]);

  await db.$transaction(async (tx) => {
    const admin = await tx.user.create({
      data: {
        username: DEMO_ADMIN.username, usernameKey: DEMO_ADMIN.username, passwordHash: adminHash, age: 45,
        isAdmin: true, firstname: "Greta", lastname: "Fiskare", city: "Västerås", email: "admin@fiskeganget.se",
        totpSecret: `v0.${DEMO_ADMIN.totpSecret}`, createdAt: daysAgo(760),
      },
    });
    const kalle = await tx.user.create({
      data: {
        username: DEMO_MEMBER.username, usernameKey: DEMO_MEMBER.username, passwordHash: memberHash, age: 34,
        firstname: "Kalle", lastname: "Karlsson", city: "Örebro", email: "kalle@example.se", createdAt: daysAgo(700),
      },
    });

    const members: Prisma.UserCreateManyInput[] = NICKS.map((nick, index) => {
      const firstname = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const anonymous = index % 7 === 3; // a handful of members keep their identity hidden
      const young = index % 11 === 5;
      return {
        username: nick,
        usernameKey: nick.toLowerCase(),
        passwordHash: memberHash,
        age: young ? rng.int(13, 16) : rng.int(18, 74),
        firstname,
        lastname: rng.pick(LAST_NAMES),
        city: rng.pick(CITIES),
        email: rng.chance(0.6) ? `${nick.replace(/_/g, ".")}@example.se` : null,
        isAnonymous: anonymous,
        createdAt: daysAgo(rng.int(30, 740)),
      };
    });
    await tx.user.createMany({ data: members });
    const users = await tx.user.findMany({ select: { id: true, isAdmin: true }, orderBy: { id: "asc" } });
    const anglers = users.filter((u) => !u.isAdmin).map((u) => u.id);

    // 300 reports spread over the last two years, more in the open-water months.
    const reports: Prisma.ReportCreateManyInput[] = [];
    while (reports.length < 300) {
      const age = rng.int(0, 729);
      const when = daysAgo(age);
      const month = when.getUTCMonth();
      if ((month <= 2 || month >= 10) && rng.chance(0.55)) continue;
      const species = rng.pick(SPECIES);
      const share = rng.next() ** 1.6; // most catches are modest, a few are trophies
      const weight = round(species.weight[0] + (species.weight[1] - species.weight[0]) * share, 1);
      const length = round(species.length[0] + (species.length[1] - species.length[0]) * (share * 0.85 + rng.next() * 0.15), 0);
      const created = new Date(when.getTime() + rng.int(2, 30) * 3_600_000);
      reports.push({
        userId: rng.chance(0.12) ? kalle.id : rng.pick(anglers),
        fish: species.fish,
        weight: weight.toFixed(2),
        length: length.toFixed(1),
        location: rng.pick(LOCATIONS),
        bait: rng.chance(0.85) ? rng.pick(BAITS) : null,
        method: rng.chance(0.85) ? rng.pick(METHODS) : null,
        notes: rng.pick(NOTES),
        fishingDate: dateOnly(when),
        createdAt: created > new Date() ? new Date() : created,
      });
    }
    // Most catches on their water, some for friends only, some hidden (from a sequence of their own, so the rest of
    // the community stays as it was).
    const placing = random(20261126);
    for (const report of reports) Object.assign(report, demoPosition(report.location, placing));
    await tx.report.createMany({ data: reports });
    // Filed under their species as a member's post would be (the catalogue itself comes from the migrations).
    await tx.$executeRawUnsafe(LINK_REPORTS_SQL);
    // About a third of the catches went back alive (outside the random sequence, so the rest of the data stays).
    await tx.$executeRaw`UPDATE reports SET released = true WHERE id % 3 = 0`;
    // Times of day and weather for the catches (from a sequence of their own, like the positions).
    await seedConditions(tx, random(20261127));
    const reportIds = (await tx.report.findMany({ select: { id: true, userId: true } }));

    // Friendships: everyone knows a few others; kalle has a crew and a couple of pending requests.
    const pairs = new Set<string>();
    const friendships: Prisma.FriendshipCreateManyInput[] = [];
    const befriend = (a: number, b: number, accepted: boolean) => {
      if (a === b || pairs.has(`${a}:${b}`) || pairs.has(`${b}:${a}`)) return;
      pairs.add(`${a}:${b}`);
      const created = daysAgo(rng.int(5, 500));
      friendships.push({
        requesterId: a, addresseeId: b, status: accepted ? "ACCEPTED" : "PENDING", createdAt: created,
        acceptedAt: accepted ? new Date(created.getTime() + 86_400_000) : null,
      });
    };
    for (const other of anglers.slice(2, 8)) befriend(kalle.id, other, true);
    for (const other of anglers.slice(9, 11)) befriend(other, kalle.id, false);
    for (const id of anglers) for (let i = 0; i < 3; i++) befriend(id, rng.pick(anglers), rng.chance(0.8));
    await tx.friendship.createMany({ data: friendships });

    // Likes: popular catches collect more.
    const likes: Prisma.ReportLikeCreateManyInput[] = [];
    for (const report of reportIds) {
      const count = rng.chance(0.3) ? rng.int(0, 12) : rng.int(0, 3);
      const likers = new Set<number>();
      for (let i = 0; i < count; i++) likers.add(rng.pick(anglers));
      likers.delete(report.userId);
      for (const userId of likers) likes.push({ reportId: report.id, userId });
    }
    await tx.reportLike.createMany({ data: likes, skipDuplicates: true });

    for (const article of NEWS) {
      const created = daysAgo(article.daysAgo);
      const news = await tx.newsArticle.create({
        data: {
          title: article.title, content: article.content, published: article.published, imageFocus: article.imageFocus,
          authorId: admin.id, createdAt: created, publishedAt: article.published ? created : null,
        },
      });
      if (article.published) {
        const likers = new Set(Array.from({ length: rng.int(2, 9) }, () => rng.pick(anglers)));
        await tx.newsLike.createMany({ data: [...likers].map((userId) => ({ newsId: news.id, userId })) });
      }
    }

    // A few notifications waiting for kalle.
    const kalleReport = reportIds.find((r) => r.userId === kalle.id);
    const friend = anglers[2]!;
    await tx.notification.createMany({
      data: [
        { userId: kalle.id, type: "friend_request", message: "gosgubben vill bli din matros", fromUserId: anglers[9]!, createdAt: daysAgo(3) },
        ...(kalleReport
          ? [{ userId: kalle.id, type: "report_liked" as const, message: "laxlisa gillade din fångst", fromUserId: friend, relatedId: kalleReport.id, createdAt: daysAgo(1) }]
          : []),
      ],
    });

    // A public trip of kalle's with the crew's catches, and a private one he is invited on (from a sequence of its own).
    await seedTrips(tx, { kalleId: kalle.id, matroser: anglers.slice(2, 6) }, random(20261129));

    await tx.blockedEmail.create({ data: { email: "spam@example.com", reason: "Skickade reklam i kommentarer", blockedById: admin.id } });
    await tx.adminLog.create({
      data: { adminId: admin.id, username: admin.username, action: "block_email", details: "Spärrade spam@example.com", timestamp: daysAgo(60) },
    });
  }, { timeout: 60_000 });
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run `npm run db:seed`");
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    if ((await db.user.count()) > 0) {
      console.log("The database already has members; seed skipped.");
      return;
    }
    await seed(db);
    console.log(`Seeded demo data: ${await db.user.count()} members, ${await db.report.count()} reports.`);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1]?.endsWith("seed.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
