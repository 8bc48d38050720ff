-- Enquiries stored before references existed get 'ENQ-' and their id's 32 hex digits (unique, and never of the
-- ENQ-XXXX-XXXX form drawn for new ones: contracts/enquiry-confirmation.ts); they have no confirmation page. The
-- default gives a row written without a reference (an instance of the previous release during a rolling update)
-- one of the same legacy form instead of refusing it.
ALTER TABLE "enquiries" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "enquiries" SET "reference" = 'ENQ-' || upper(replace("id"::text, '-', ''));--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "reference" SET DEFAULT ('ENQ-' || upper(replace(gen_random_uuid()::text, '-', '')));--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_reference_idx" ON "enquiries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_confirmation_token_idx" ON "enquiries" USING btree ("confirmation_token_hash");
