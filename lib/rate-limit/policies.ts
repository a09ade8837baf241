// How often each action may be done, and why the numbers are what they are. A window starts at a key's first
// count and lasts `windowSeconds`. Every limit is multiplied by RATE_LIMIT_FACTOR.
//
// Nothing here counts site-wide, and nothing lets one visitor shut another out: a client (its address, see
// client-ip.ts) or a member (its id) only ever fills its own counters. Counts on an account or an e-mail
// address either include the client as well, or are silent (the answer stays the same, only the mail is skipped).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * `clientAndSubject` counts one client's attempts on one subject (an e-mail address); `subject` counts every
 * client's attempts together and must be `silent`, so that strangers filling it cannot refuse the owner anything.
 */
export type SubjectRule = RateLimitRule & ({ scope: "clientAndSubject"; silent?: false } | { scope: "subject"; silent: true });

export type RateLimitPolicy = {
  /** Every request from one client, counted before the handler runs. */
  perClient?: RateLimitRule;
  /** Every request from one logged-in member, counted once the session is known. */
  perMember?: RateLimitRule;
  /** Counted by the handler with `limit(subject)` once it has parsed the subject. */
  perSubject?: readonly SubjectRule[];
  /** Swedish, a full sentence; the wait is added after it. */
  message: string;
};

export type RateLimitPolicyName =
  | "register"
  | "parentalRequest"
  | "parentalLink"
  | "passwordRequest"
  | "passwordLink"
  | "passwordChange"
  | "emailChange"
  | "emailChangeLink"
  | "friendRequest"
  | "report"
  | "like"
  | "flag"
  | "comment"
  | "competition"
  | "trip"
  | "newsImage"
  | "profileUpdate"
  | "catchExport"
  | "catchImport"
  | "passkeyOptions"
  | "passkeySetup";

export const RATE_LIMIT_POLICIES: Readonly<Record<RateLimitPolicyName, RateLimitPolicy>> = {
  register: {
    // A family or a school class may register from one address; twenty an hour is far above that.
    perClient: { limit: 20, windowSeconds: HOUR },
    // The subject is the parent's address: one client cannot make it receive more than five consent mails a day.
    perSubject: [{ scope: "clientAndSubject", limit: 5, windowSeconds: DAY }],
    message: "För många registreringar från din anslutning.",
  },
  parentalRequest: {
    perClient: { limit: 10, windowSeconds: HOUR },
    perSubject: [
      { scope: "clientAndSubject", limit: 3, windowSeconds: HOUR },
      // Protects the parent's inbox from many clients together; over it the answer is unchanged and no mail goes out.
      { scope: "subject", limit: 5, windowSeconds: HOUR, silent: true },
    ],
    message: "För många förfrågningar om samtycke.",
  },
  parentalLink: {
    perClient: { limit: 30, windowSeconds: 15 * MINUTE },
    message: "För många försök med samtyckeslänkar.",
  },
  passwordRequest: {
    // Ten reset mails an hour from one address covers a household that has forgotten everything at once.
    perClient: { limit: 10, windowSeconds: HOUR },
    perSubject: [
      { scope: "clientAndSubject", limit: 3, windowSeconds: HOUR },
      // Protects the member's inbox from many clients together; over it the answer is unchanged and no mail goes out.
      { scope: "subject", limit: 5, windowSeconds: HOUR, silent: true },
    ],
    message: "För många förfrågningar om nytt lösenord.",
  },
  passwordLink: {
    perClient: { limit: 30, windowSeconds: 15 * MINUTE },
    message: "För många försök med återställningslänkar.",
  },
  // Only the member themself reaches it, so counting per member cannot shut anyone else out; it slows guessing
  // of the current password on a session left open.
  passwordChange: {
    perClient: { limit: 30, windowSeconds: 15 * MINUTE },
    perMember: { limit: 10, windowSeconds: 15 * MINUTE },
    message: "För många försök att byta lösenord.",
  },
  // Each change of address mails a link to the new one. Nobody moves address more than once or twice, and a typo
  // makes three; the answer is the same whoever owns the address, so the count reveals nothing either.
  emailChange: {
    perMember: { limit: 5, windowSeconds: HOUR },
    perSubject: [
      // Protects the inbox at the new address from many members together; over it the answer is unchanged and no mail goes out.
      { scope: "subject", limit: 5, windowSeconds: HOUR, silent: true },
    ],
    message: "Du har bytt email-adress många gånger på kort tid.",
  },
  emailChangeLink: {
    perClient: { limit: 30, windowSeconds: 15 * MINUTE },
    message: "För många försök med bekräftelselänkar.",
  },
  friendRequest: {
    perClient: { limit: 60, windowSeconds: HOUR },
    perMember: { limit: 40, windowSeconds: HOUR },
    message: "För många matros-förfrågningar på kort tid.",
  },
  // Every report notifies the author's friends. A busy day on the water gives a handful of reports, entered
  // afterwards; ten in ten minutes is more than anyone types, and a flood stops within a minute or two.
  report: {
    perClient: { limit: 30, windowSeconds: 10 * MINUTE },
    perMember: { limit: 10, windowSeconds: 10 * MINUTE },
    message: "Du har skickat många fångstrapporter på kort tid.",
  },
  // Scrolling the feed and liking a lot gives a few dozen toggles; 120 in ten minutes is one every five seconds.
  // The client count is higher so that members sharing an address do not meet it.
  like: {
    perClient: { limit: 300, windowSeconds: 10 * MINUTE },
    perMember: { limit: 120, windowSeconds: 10 * MINUTE },
    message: "Du har gillat och ångrat många gånger på kort tid.",
  },
  // Each flag (on a report or a comment) lands in the admins' queue. Twenty an hour lets a member report a whole wave of spam.
  flag: {
    perClient: { limit: 60, windowSeconds: HOUR },
    perMember: { limit: 20, windowSeconds: HOUR },
    message: "Du har gjort många anmälningar på kort tid.",
  },
  // A lively talk under a catch is a comment every minute or two from each member in it: ten in five minutes lets
  // anyone keep up, while a flood of spam stops after a handful. Removing is not limited.
  comment: {
    perClient: { limit: 120, windowSeconds: HOUR },
    perMember: { limit: 10, windowSeconds: 5 * MINUTE },
    message: "Du har skrivit många kommentarer på kort tid.",
  },
  // Creating competitions, inviting, joining and ruling on catches each notify someone. A creator inviting the whole
  // gang makes a dozen or two; sixty an hour lets that through while a flood of invitations stops within the hour.
  competition: {
    perClient: { limit: 120, windowSeconds: HOUR },
    perMember: { limit: 60, windowSeconds: HOUR },
    message: "Du har gjort många ändringar i tävlingar på kort tid.",
  },
  // Planning a trip, changing it, inviting matroser, answering and writing on it each notify someone; adding a
  // catch to it or taking one off expires its kept copies. A trip with the whole gang is a dozen invitations and a
  // handful of changes, comments and earlier catches; sixty an hour lets that through while a flood stops within the hour.
  trip: {
    perClient: { limit: 120, windowSeconds: HOUR },
    perMember: { limit: 60, windowSeconds: HOUR },
    message: "Du har gjort många ändringar i fisketurer på kort tid.",
  },
  // Admins upload a few pictures per article, sometimes retrying a large one; thirty in ten minutes is plenty.
  newsImage: {
    perClient: { limit: 60, windowSeconds: 10 * MINUTE },
    perMember: { limit: 30, windowSeconds: 10 * MINUTE },
    message: "Du har laddat upp många bilder på kort tid.",
  },
  // A profile is saved now and then, a few times in a row while trying pictures; each save may store an image.
  profileUpdate: {
    perClient: { limit: 60, windowSeconds: 10 * MINUTE },
    perMember: { limit: 20, windowSeconds: 10 * MINUTE },
    message: "Du har sparat profilen många gånger på kort tid.",
  },
  // Each export reads the member's whole logbook; a few formats and filters in a row are normal, a loop is not.
  catchExport: {
    perClient: { limit: 60, windowSeconds: 10 * MINUTE },
    perMember: { limit: 20, windowSeconds: 10 * MINUTE },
    message: "Du har hämtat många exporter av dina fångster på kort tid.",
  },
  // An upload is read whole and a preview reads every row: a member trying mappings calls it often, a loop more.
  catchImport: {
    perClient: { limit: 300, windowSeconds: 10 * MINUTE },
    perMember: { limit: 120, windowSeconds: 10 * MINUTE },
    message: "Du har gjort många försök att importera på kort tid.",
  },
  // The login page asks for a passkey challenge on every visit (the username field's autofill waits on it) and again
  // every few minutes while it stays open; a hundred in ten minutes is far above that, and bounds the rows a
  // client can leave behind. Failed answers count on the login's own failure counters (LOGIN_THROTTLE).
  passkeyOptions: {
    perClient: { limit: 100, windowSeconds: 10 * MINUTE },
    message: "För många inloggningsförsök med nyckel.",
  },
  // Adding and removing passkeys, and an admin's passkey challenges: a member sets up a phone and a computer, and
  // may retry a few times; thirty an hour is plenty. Wrong answers count on the second factor's counters.
  passkeySetup: {
    perClient: { limit: 60, windowSeconds: HOUR },
    perMember: { limit: 30, windowSeconds: HOUR },
    message: "Du har ändrat dina nycklar många gånger på kort tid.",
  },
};

/**
 * Login counts failures, never attempts (OWASP authentication cheat sheet), so a member who knows the password
 * always gets in from their own address, whatever others try against the username.
 */
export const LOGIN_THROTTLE = {
  /** Failures from one client over any usernames: enough for a shared address, far too few to try passwords. */
  perClient: { limit: 40, windowSeconds: 15 * MINUTE },
  /** Failures from one client on one username; a successful login clears it. */
  perClientAndUsername: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Failures on one username from anywhere. Never refuses; after `freeFailures` each failure doubles a delay
   * before the password is checked, from `firstDelayMs` up to LOGIN_DELAY_MAX_MS.
   */
  perUsername: { windowSeconds: 15 * MINUTE, freeFailures: 5, firstDelayMs: 250 },
  message: "För många misslyckade inloggningsförsök.",
} as const;

/**
 * An admin's second-factor codes count failures like passwords: a six-digit code is guessed in a million tries, so
 * ten wrong ones per member (and forty per client) in fifteen minutes stop guessing long before it could succeed.
 */
export const SECOND_FACTOR_THROTTLE = {
  perMember: { limit: 10, windowSeconds: 15 * MINUTE },
  perClient: { limit: 40, windowSeconds: 15 * MINUTE },
  message: "För många felaktiga koder.",
} as const;
