CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payu_refund_id" varchar(64),
	"amount_grosze" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(20) NOT NULL,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_grosze" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('PENDING', 'FINALIZED', 'CANCELED'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "granted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payu_refund_id_unique" ON "refunds" USING btree ("payu_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_finalized_idx" ON "refunds" USING btree ("finalized_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;