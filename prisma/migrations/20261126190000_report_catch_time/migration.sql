-- The time of day a catch was made (local Swedish time), optional: the spec's fishing_date stays the date.
ALTER TABLE "reports" ADD COLUMN "catch_time" TIME(0);
