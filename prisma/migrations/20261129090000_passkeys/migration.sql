-- Passkeys (decision 301): a member's WebAuthn credentials beside the password, the random user handle their
-- authenticators know the account by, and the challenges of ceremonies under way, each single-use and short-lived.
CREATE TYPE "WebauthnPurpose" AS ENUM ('registration', 'login', 'second_factor');

ALTER TABLE "users" ADD COLUMN "passkey_user_handle" VARCHAR(64);
CREATE UNIQUE INDEX "users_passkey_user_handle_key" ON "users"("passkey_user_handle");

CREATE TABLE "passkeys" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "credential_id" VARCHAR(1400) NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "backup_eligible" BOOLEAN NOT NULL,
    "backup_state" BOOLEAN NOT NULL,
    "aaguid" VARCHAR(36) NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys"("credential_id");
CREATE INDEX "passkeys_user_id_idx" ON "passkeys"("user_id");

ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webauthn_challenges" (
    "key_hash" CHAR(64) NOT NULL,
    "challenge" VARCHAR(128) NOT NULL,
    "purpose" "WebauthnPurpose" NOT NULL,
    "user_id" INTEGER,
    "session_id" VARCHAR(64),
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webauthn_challenges_pkey" PRIMARY KEY ("key_hash")
);

CREATE INDEX "webauthn_challenges_expires_at_idx" ON "webauthn_challenges"("expires_at");

ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
