// Shows the cookie banner until the visitor has made a choice; the choice is read on the server so a
// returning visitor never sees the banner flash.
import { cookies } from "next/headers";
import { CONSENT_COOKIE, parseConsent } from "@/components/cookie-consent/consent-cookie";
import { CookieConsentBanner } from "@/components/cookie-consent/cookie-consent-banner";

export async function CookieConsent() {
  const store = await cookies();
  if (parseConsent(store.get(CONSENT_COOKIE)?.value)) return null;
  return <CookieConsentBanner />;
}
