CREATE TABLE "enquiry_lines" (
	"enquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" integer,
	"unit" text,
	"configuration" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "enquiry_lines_enquiry_id_position_pk" PRIMARY KEY("enquiry_id","position"),
	CONSTRAINT "enquiry_lines_quantity_check" CHECK ("enquiry_lines"."quantity" is null or "enquiry_lines"."quantity" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_lines_product_idx" ON "enquiry_lines" USING btree ("product_id");