-- Hand-written: trigram similarity for misspelt searches (docs/decisions/0009). PGlite loads the extension's code
-- itself (server/db/client.ts PGLITE_EXTENSIONS); a hosted PostgreSQL must allow it (docs/operations.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_quantities" (
	"product_id" uuid NOT NULL,
	"attribute" text NOT NULL,
	"vendor" text NOT NULL,
	"category_id" uuid,
	"unit" text NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "product_quantities_product_id_attribute_pk" PRIMARY KEY("product_id","attribute"),
	CONSTRAINT "product_quantities_range_check" CHECK ("product_quantities"."min" <= "product_quantities"."max")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', jsonb_path_query_array(specifications, '$[*].value ? (@.type() == "string")')::text || ' ' || jsonb_path_query_array(properties, '$[*].value')::text), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_quantities" ADD CONSTRAINT "product_quantities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_quantities_facet_idx" ON "product_quantities" USING btree ("category_id","attribute","min","max");--> statement-breakpoint
CREATE INDEX "product_quantities_search_idx" ON "product_quantities" USING btree ("vendor","unit","min","max");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);