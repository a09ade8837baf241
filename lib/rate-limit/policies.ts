// How often each sensitive action may be tried. `perIp` counts every attempt from one client; `perSubject`
// counts attempts on one account or address (with the client's key too where `subjectWithIp` is set, so a
// stranger cannot lock a member out from elsewhere). Every limit is multiplied by RATE_LIMIT_FACTOR.
import type { RateLimitRule } from "@/lib/rate-limit/limiter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type RateLimitPolicy = {
  perIp: RateLimitRule;
  perSubject?: RateLimitRule & { subjectWithIp: boolean };
  message: string;
};

export type RateLimitPolicyName =
  | "login"
  | "register"
  | "parentalRequest"
  | "parentalLink"
  | "passwordRequest"
  | "passwordLink"
  | "passwordChange"
  | "friendRequest";

export const RATE_LIMIT_POLICIES: Readonly<Record<RateLimitPolicyName, RateLimitPolicy>> = {
  login: {
    perIp: { limit: 50, windowMs: 15 * MINUTE },
    perSubject: { limit: 10, windowMs: 15 * MINUTE, subjectWithIp: true },
    message: "För många inloggningsförsök.",
  },
  register: {
    perIp: { limit: 20, windowMs: HOUR },
    // The subject is the parent's address: nobody gets a flood of consent e-mails.
    perSubject: { limit: 5, windowMs: 24 * HOUR, subjectWithIp: false },
    message: "För många registreringar från din anslutning.",
  },
  parentalRequest: {
    perIp: { limit: 10, windowMs: HOUR },
    perSubject: { limit: 3, windowMs: HOUR, subjectWithIp: false },
    message: "För många förfrågningar om samtycke.",
  },
  parentalLink: {
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    message: "För många försök med samtyckeslänkar.",
  },
  passwordRequest: {
    perIp: { limit: 10, windowMs: HOUR },
    perSubject: { limit: 3, windowMs: HOUR, subjectWithIp: false },
    message: "För många förfrågningar om nytt lösenord.",
  },
  passwordLink: {
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    message: "För många försök med återställningslänkar.",
  },
  // Only the member themself can reach it, so counting per member cannot lock anyone else out.
  passwordChange: {
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    perSubject: { limit: 10, windowMs: 15 * MINUTE, subjectWithIp: false },
    message: "För många försök att byta lösenord.",
  },
  friendRequest: {
    perIp: { limit: 60, windowMs: HOUR },
    perSubject: { limit: 40, windowMs: HOUR, subjectWithIp: false },
    message: "För många matros-förfrågningar på kort tid.",
  },
};
