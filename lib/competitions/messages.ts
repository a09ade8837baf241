// What the competition screens and calls say, the rules' names and the limits. Browser-safe.

export const COMPETITION_RULES = ["heaviest", "longest", "total_weight", "species_count", "big_fish_points"] as const;
export type CompetitionRule = (typeof COMPETITION_RULES)[number];

/** The rules that sum a member's N best catches; the others count one catch (or every species). */
export const RULES_WITH_N: readonly CompetitionRule[] = ["total_weight", "big_fish_points"];

/** The leaderboard lists this many members; a long competition's tail is a count (a phone scrolls no further). */
export const LEADERBOARD_SHOWN = 50;

export const COMPETITION_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  reasonMax: 300,
  topNMin: 1,
  topNMax: 10,
  /** the longest period, in days (one year, a leap year's day included) */
  periodMaxDays: 366,
  speciesMax: 30,
  /** catches posted this long after the period's last day still count */
  graceHours: 48,
  /** at most one lead notification per competition and member in this time */
  leadNoticeMinutes: 60,
} as const;

export const RULE_LABELS: Record<CompetitionRule, string> = {
  heaviest: "Tyngsta fångsten",
  longest: "Längsta fångsten",
  total_weight: "Totalvikt av de N tyngsta",
  species_count: "Flest arter",
  big_fish_points: "Storfiskpoäng",
};

/** How each rule is explained on the form and the leaderboard. */
export const RULE_HELP: Record<CompetitionRule, string> = {
  heaviest: "Den tyngsta enskilda fångsten vinner.",
  longest: "Den längsta enskilda fångsten vinner.",
  total_weight: "Varje deltagares N tyngsta fångster läggs ihop.",
  species_count: "Flest olika arter ur artlistan vinner.",
  big_fish_points:
    "Varje fångsts vikt delas med artens storfiskgräns, så en abborre och en gädda kan jämföras rättvist. Bästa fångsten, eller summan av N.",
};

export const competitionMessages = {
  nameRequired: "Ange ett namn på tävlingen",
  nameTooLong: `Namnet får vara högst ${COMPETITION_LIMITS.nameMax} tecken`,
  descriptionTooLong: `Beskrivningen får vara högst ${COMPETITION_LIMITS.descriptionMax} tecken`,
  ruleInvalid: "Välj en regel",
  topNInvalid: `Antalet fångster ska vara mellan ${COMPETITION_LIMITS.topNMin} och ${COMPETITION_LIMITS.topNMax}`,
  startInvalid: "Ange ett giltigt startdatum",
  endInvalid: "Ange ett giltigt slutdatum",
  endBeforeStart: "Tävlingen kan inte sluta innan den börjar",
  periodTooLong: "En tävling får pågå i högst ett år",
  speciesInvalid: "Välj arter ur artlistan",
  speciesUnknown: "En av de valda arterna finns inte i artlistan",
  speciesTooMany: `Välj högst ${COMPETITION_LIMITS.speciesMax} arter, eller alla`,
  usernameRequired: "Ange vem du vill bjuda in",
  reasonRequired: "Ange varför fångsten diskvalificeras",
  reasonTooLong: `Anledningen får vara högst ${COMPETITION_LIMITS.reasonMax} tecken`,
  answerInvalid: "Svara ja eller nej",
  reportInvalid: "Ange en fångst",
  notFound: "Tävlingen hittades inte",
  notVisible: "Tävlingen är bara synlig för deltagarna",
  inviteOnly: "Tävlingen är bara för inbjudna",
  alreadyJoined: "Du är redan med i tävlingen",
  finished: "Tävlingen är avslutad",
  onlyCreator: "Bara den som skapade tävlingen kan göra det",
  inviteeUnknown: "Det finns ingen medlem med det användarnamnet",
  inviteeNotFriend: "Du kan bara bjuda in dina matroser",
  inviteeAlready: "Medlemmen är redan inbjuden eller med",
  noInvitation: "Du har ingen inbjudan till tävlingen",
  notOwnCatch: "Du kan bara dra tillbaka dina egna fångster",
  notParticipant: "Fångsten hör inte till någon deltagare",
  alreadyExcluded: "Fångsten räknas redan inte i tävlingen",
  reportMissing: "Fångsten hittades inte",
} as const;

/** "1.5" → "1,5 kg"; points shown with two decimals (they are kept to four, decision 230); species as a count. */
export function formatScore(rule: CompetitionRule, score: number): string {
  const sv = (value: number, decimals: 0 | 1 | 2) => UP_TO_DECIMALS[decimals].format(value);
  switch (rule) {
    case "heaviest":
    case "total_weight":
      return `${sv(score, 2)} kg`;
    case "longest":
      return `${sv(score, 1)} cm`;
    case "species_count":
      return score === 1 ? "1 art" : `${sv(score, 0)} arter`;
    case "big_fish_points":
      return `${TWO_DECIMALS.format(score)} p`;
  }
}

const UP_TO_DECIMALS = [0, 1, 2].map((decimals) => new Intl.NumberFormat("sv-SE", { maximumFractionDigits: decimals })) as [
  Intl.NumberFormat,
  Intl.NumberFormat,
  Intl.NumberFormat,
];
const TWO_DECIMALS = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The rule as the leaderboard names it, N spelled out. */
export function describeRule(rule: CompetitionRule, topN: number): string {
  if (rule === "total_weight") return topN === 1 ? "Tyngsta fångsten" : `Totalvikt av de ${topN} tyngsta fångsterna`;
  if (rule === "big_fish_points") return topN === 1 ? "Storfiskpoäng, bästa fångsten" : `Storfiskpoäng, summan av de ${topN} bästa`;
  return RULE_LABELS[rule];
}
