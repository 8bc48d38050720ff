CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "revisions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_subject" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"batch_id" uuid,
	CONSTRAINT "revisions_vendor_check" CHECK (vendor in ('radhe', 'therm')),
	CONSTRAINT "revisions_entity_type_check" CHECK (entity_type in ('category', 'product')),
	CONSTRAINT "revisions_action_check" CHECK (action in ('create', 'update', 'delete', 'publish', 'unpublish', 'move', 'reorder', 'restore', 'import'))
);
--> statement-breakpoint
DROP INDEX "categories_listing_idx";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_by_subject" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by_subject" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
CREATE INDEX "revisions_vendor_seq_idx" ON "revisions" USING btree ("vendor","seq");--> statement-breakpoint
CREATE INDEX "revisions_actor_idx" ON "revisions" USING btree ("actor_subject","seq");--> statement-breakpoint
CREATE INDEX "revisions_batch_idx" ON "revisions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "categories_listing_idx" ON "categories" USING btree ("vendor","parent_category_id","position",lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("vendor","category_id","position",lower("name"),"name","id");