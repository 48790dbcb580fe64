CREATE TABLE "catalog_versions" (
	"store_code" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each edit of what a store's cars cost bumps the store's catalogue version in the same transaction,
-- so a booking that reads the version (with its free units, in one statement) prices with a kept
-- catalogue exactly while the version holds. Rows are taken in code order, so two writers touching
-- the same stores never deadlock on them.
CREATE FUNCTION "bump_catalog_versions"(codes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalog_versions" AS v ("store_code", "version")
  SELECT code, 1 FROM (SELECT DISTINCT code FROM unnest(codes) AS code WHERE code IS NOT NULL) AS c
  ORDER BY code
  ON CONFLICT ("store_code") DO UPDATE SET "version" = v."version" + 1;
$$;
--> statement-breakpoint
-- One function for the five tables: the old and the new row (either may be absent), and the stores
-- they belong to, directly or through their package or their SKUs.
CREATE FUNCTION "catalog_rows_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN touched := touched || to_jsonb(NEW); END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN touched := touched || to_jsonb(OLD); END IF;
  IF TG_TABLE_NAME = 'package_charge_items' THEN
    PERFORM "bump_catalog_versions"(ARRAY(
      SELECT p."store_code" FROM "packages" p
      WHERE p."id" IN (SELECT (r ->> 'package_id')::integer FROM unnest(touched) AS r)
    ));
  ELSIF TG_TABLE_NAME = 'car_models' THEN
    PERFORM "bump_catalog_versions"(ARRAY(
      SELECT s."store_code" FROM "skus" s
      WHERE s."car_model_id" IN (SELECT (r ->> 'id')::integer FROM unnest(touched) AS r)
    ));
  ELSE
    PERFORM "bump_catalog_versions"(ARRAY(SELECT r ->> 'store_code' FROM unnest(touched) AS r));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE (tests, restores) may change any store.
CREATE FUNCTION "catalog_truncate_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_catalog_versions"(ARRAY(
    SELECT "code" FROM "stores" UNION SELECT "store_code" FROM "catalog_versions"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "skus_catalog" AFTER INSERT OR UPDATE OR DELETE ON "skus"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "car_models_catalog" AFTER INSERT OR UPDATE OR DELETE ON "car_models"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "packages_catalog" AFTER INSERT OR UPDATE OR DELETE ON "packages"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "package_charge_items_catalog" AFTER INSERT OR UPDATE OR DELETE ON "package_charge_items"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "extra_services_catalog" AFTER INSERT OR UPDATE OR DELETE ON "extra_services"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "skus_catalog_truncate" AFTER TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
--> statement-breakpoint
CREATE TRIGGER "car_models_catalog_truncate" AFTER TRUNCATE ON "car_models"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
--> statement-breakpoint
CREATE TRIGGER "packages_catalog_truncate" AFTER TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
--> statement-breakpoint
CREATE TRIGGER "package_charge_items_catalog_truncate" AFTER TRUNCATE ON "package_charge_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
--> statement-breakpoint
CREATE TRIGGER "extra_services_catalog_truncate" AFTER TRUNCATE ON "extra_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
