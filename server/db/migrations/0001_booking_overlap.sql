-- A fleet unit can be held by at most one live booking at any instant: the database itself
-- refuses an overlapping hold, whatever the concurrency. Released holds (expired or cancelled
-- orders) no longer count.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("fleet_unit_id" WITH =, "during" WITH &&) WHERE ("released_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_during_not_empty" CHECK (NOT isempty("during") AND lower_inc("during") AND NOT upper_inf("during"));
