/** The authenticator secret test admins get (base32, test/http.ts sessionCookie), so a test can make their codes. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
