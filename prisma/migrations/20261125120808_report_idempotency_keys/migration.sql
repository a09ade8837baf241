-- CreateTable
CREATE TABLE "report_idempotency_keys" (
    "user_id" INTEGER NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "fingerprint" CHAR(64) NOT NULL,
    "report_id" INTEGER,
    "response" JSON,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_idempotency_keys_pkey" PRIMARY KEY ("user_id","key")
);

-- CreateIndex
CREATE INDEX "report_idempotency_keys_created_at_idx" ON "report_idempotency_keys"("created_at");

-- CreateIndex
CREATE INDEX "report_idempotency_keys_report_id_idx" ON "report_idempotency_keys"("report_id");

-- AddForeignKey
ALTER TABLE "report_idempotency_keys" ADD CONSTRAINT "report_idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_idempotency_keys" ADD CONSTRAINT "report_idempotency_keys_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
