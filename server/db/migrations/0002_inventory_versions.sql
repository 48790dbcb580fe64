CREATE TABLE "inventory_versions" (
	"store_code" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each write that can change which of a store's cars are free bumps the store's version in the same
-- transaction, so a search answer remembered with a version is right exactly while the version is.
-- Rows are taken in code order, so two writers touching the same stores never deadlock on them.
CREATE FUNCTION "bump_inventory_versions"(codes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "inventory_versions" AS v ("store_code", "version")
  SELECT code, 1 FROM (SELECT DISTINCT code FROM unnest(codes) AS code WHERE code IS NOT NULL) AS c
  ORDER BY code
  ON CONFLICT ("store_code") DO UPDATE SET "version" = v."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "bookings_bump_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  units integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN units := units || NEW."fleet_unit_id"; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN units := units || OLD."fleet_unit_id"; END IF;
  PERFORM "bump_inventory_versions"(ARRAY(
    SELECT s."store_code" FROM "fleet_units" u JOIN "skus" s ON s."id" = u."sku_id" WHERE u."id" = ANY(units)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fleet_units_bump_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sku_ids integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN sku_ids := sku_ids || NEW."sku_id"; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN sku_ids := sku_ids || OLD."sku_id"; END IF;
  PERFORM "bump_inventory_versions"(ARRAY(SELECT "store_code" FROM "skus" WHERE "id" = ANY(sku_ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "skus_bump_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN codes := codes || NEW."store_code"; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN codes := codes || OLD."store_code"; END IF;
  PERFORM "bump_inventory_versions"(codes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE (tests, restores) may change any store.
CREATE FUNCTION "truncate_bump_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_inventory_versions"(ARRAY(
    SELECT "code" FROM "stores" UNION SELECT "store_code" FROM "inventory_versions"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_inventory" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_bump_inventory"();
--> statement-breakpoint
CREATE TRIGGER "fleet_units_inventory" AFTER INSERT OR UPDATE OR DELETE ON "fleet_units"
  FOR EACH ROW EXECUTE FUNCTION "fleet_units_bump_inventory"();
--> statement-breakpoint
CREATE TRIGGER "skus_inventory" AFTER INSERT OR UPDATE OR DELETE ON "skus"
  FOR EACH ROW EXECUTE FUNCTION "skus_bump_inventory"();
--> statement-breakpoint
CREATE TRIGGER "bookings_inventory_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "truncate_bump_inventory"();
--> statement-breakpoint
CREATE TRIGGER "fleet_units_inventory_truncate" AFTER TRUNCATE ON "fleet_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "truncate_bump_inventory"();
--> statement-breakpoint
CREATE TRIGGER "skus_inventory_truncate" AFTER TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "truncate_bump_inventory"();
