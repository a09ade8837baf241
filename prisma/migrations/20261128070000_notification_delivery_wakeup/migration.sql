-- A stored notification calls for its delivery at once (decision 292): the statement trigger that queues the
-- delivery rows also NOTIFYs `notification_delivery`, which PostgreSQL sends at the commit (never for a rollback,
-- and once per transaction however many statements stored notifications). A process running jobs listens on it
-- and starts the `notification-delivery` job (lib/jobs/wake.ts).
CREATE OR REPLACE FUNCTION notifications_queue_delivery() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_deliveries (notification_id, user_id, kind, created_at)
  SELECT n.id, n.user_id, n.kind, n.created_at FROM new_rows n WHERE n.kind IS NOT NULL;
  IF FOUND THEN
    PERFORM pg_notify('notification_delivery', '');
  END IF;
  RETURN NULL;
END $$;
