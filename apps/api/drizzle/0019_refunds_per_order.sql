DROP INDEX "refunds_payu_refund_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_payu_refund_id_unique" ON "refunds" USING btree ("order_id","payu_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_next_check_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."status" = 'PENDING';