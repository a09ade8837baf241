-- Notifications that reach members by e-mail and web push: choices per kind and channel, push subscriptions per
-- device, a delivery outbox filled by a trigger in the writer's own transaction, e-mail batches, weekly digests and
-- addresses that bounced or complained (docs/decisions/240-notification-delivery.md).

-- The kind a notification belongs to, as the member's choices name it (NULL: shown on the site only).
ALTER TABLE "notifications" ADD COLUMN "kind" VARCHAR(20);

CREATE TABLE "notification_preferences" (
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "site" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,
    "push" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id", "kind"),
    CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "endpoint" VARCHAR(1000) NOT NULL,
    "p256dh" VARCHAR(200) NOT NULL,
    "auth" VARCHAR(100) NOT NULL,
    "session_id" VARCHAR(64),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    -- A login that ends (logout, 'Logga ut överallt', a password change, an admin's action) takes its device's
    -- subscription with it: a device nobody is logged in on gets no one's notifications.
    CONSTRAINT "push_subscriptions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");

CREATE TABLE "notification_mails" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMP(3),
    "error" VARCHAR(1000),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),
    CONSTRAINT "notification_mails_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notification_mails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "notification_mails_due_idx" ON "notification_mails"("next_attempt_at") WHERE "status" = 'pending';
CREATE INDEX "notification_mails_user_kind_idx" ON "notification_mails"("user_id", "kind", "created_at" DESC);

CREATE TABLE "notification_deliveries" (
    "id" SERIAL NOT NULL,
    "notification_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    -- push: pending → done | skipped | failed; e-mail: pending → waiting (for its batch) → batched | skipped
    "push_state" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "email_state" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "push_sent_to" INTEGER[] NOT NULL DEFAULT '{}',
    "mail_id" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMP(3),
    "error" VARCHAR(1000),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "notification_deliveries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notification_deliveries_notification_id_fkey" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "notification_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "notification_deliveries_mail_id_fkey" FOREIGN KEY ("mail_id") REFERENCES "notification_mails"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "notification_deliveries_notification_id_key" ON "notification_deliveries"("notification_id");
CREATE INDEX "notification_deliveries_push_due_idx" ON "notification_deliveries"("next_attempt_at") WHERE "push_state" = 'pending';
CREATE INDEX "notification_deliveries_email_due_idx" ON "notification_deliveries"("user_id", "kind", "created_at") WHERE "email_state" = 'waiting';
CREATE INDEX "notification_deliveries_mail_id_idx" ON "notification_deliveries"("mail_id");

CREATE TABLE "notification_digests" (
    "user_id" INTEGER NOT NULL,
    "week" DATE NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),
    CONSTRAINT "notification_digests_pkey" PRIMARY KEY ("user_id", "week"),
    CONSTRAINT "notification_digests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "email_suppressions" (
    "email" VARCHAR(254) NOT NULL,
    "reason" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("email")
);

-- Every writer (likes, comments, friends, competitions …) inserts notifications; the kind and the delivery row
-- are set here, in the same transaction, so no writer does mail or push work and none can forget it.
CREATE FUNCTION notification_kind_of(n_type TEXT, n_user INTEGER, n_related INTEGER) RETURNS VARCHAR(20)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE
    WHEN n_type = 'friend_request' THEN 'friend_request'
    WHEN n_type = 'friend_accepted' THEN 'friend_accepted'
    WHEN n_type = 'report_liked' THEN 'like'
    WHEN n_type = 'report_comment' THEN
      CASE WHEN EXISTS (SELECT 1 FROM reports r WHERE r.id = n_related AND r.user_id = n_user) THEN 'comment' ELSE 'reply' END
    WHEN n_type = 'news_comment' THEN 'reply'
    WHEN n_type = 'personal_best' THEN 'personal_best'
    WHEN n_type LIKE 'competition\_%' THEN 'competitions'
    WHEN n_type LIKE 'news\_%' THEN 'news'
    ELSE NULL
  END;
END $$;

CREATE FUNCTION notifications_set_kind() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  NEW.kind := notification_kind_of(NEW.type::text, NEW.user_id, NEW.related_id);
  RETURN NEW;
END $$;

CREATE FUNCTION notifications_queue_delivery() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_deliveries (notification_id, user_id, kind, created_at)
  SELECT n.id, n.user_id, n.kind, n.created_at FROM new_rows n WHERE n.kind IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_set_kind BEFORE INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION notifications_set_kind();
CREATE TRIGGER notifications_queue_delivery AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_queue_delivery();

-- The members who chose the weekly digest, found without reading every member's choices.
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences"("user_id") WHERE "kind" = 'digest' AND "email";
