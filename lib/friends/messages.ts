// What the friends ('matroser') screens and calls say. Browser-safe.
export const friendMessages = {
  userIdMissing: "userId saknas",
  userNotFound: "Användaren hittades inte",
  requestNotFound: "Förfrågan hittades inte",
  toSelf: "Du kan inte skicka en förfrågan till dig själv",
  alreadySent: "Du har redan skickat en förfrågan",
  alreadyFriends: "Ni är redan matroser",
  onlyAddressee: "Bara den som fick förfrågan kan svara på den",
  sent: "Förfrågan skickad",
  accepted: "Vänförfrågan accepterad!",
  acceptFailed: "Något gick fel när förfrågan skulle accepteras",
  declined: "Förfrågan avböjd",
  removed: "Matrosen är borttagen",
  notFriends: "Ni är inte matroser",
  loadFailed: "Kunde inte ladda vänlista",
  loadRequestsFailed: "Kunde inte ladda förfrågningar",
} as const;
