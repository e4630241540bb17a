ALTER TABLE "orders" ADD COLUMN "invoice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_recipient_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_recipient_email" varchar(254);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
CREATE INDEX "codes_source_order_idx" ON "codes" USING btree ("source_order_id");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_invoice_idx" ON "orders" USING btree ("created_at") WHERE "orders"."invoice" is not null;