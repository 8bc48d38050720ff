CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK (id = 1)
);
--> statement-breakpoint
DROP INDEX "categories_vendor_parent_idx";--> statement-breakpoint
DROP INDEX "products_vendor_category_idx";--> statement-breakpoint
CREATE INDEX "categories_listing_idx" ON "categories" USING btree ("vendor","parent_category_id",lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("vendor","category_id",lower("name"),"name","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the one version row, and the statement triggers
-- that give it a new value before every write to categories or products (schema.ts `catalogVersion`). BEFORE,
-- so a writer takes the version row's lock before any row lock of its statement: two writers queue on it and
-- never deadlock over it. The NOTIFY (sent at commit, never on rollback) is what PGlite's one process listens to.
INSERT INTO "catalog_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = gen_random_uuid(), "changed_at" = now() WHERE "id" = 1;
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
