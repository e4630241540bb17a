CREATE TABLE "code_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"description" varchar(200) NOT NULL,
	"discount_percent" integer,
	"discount_cash_grosze" integer,
	"event_id" integer,
	"video_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"usage_limit" integer NOT NULL,
	"source_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "codes_discount_check" CHECK (("codes"."discount_percent" is null) <> ("codes"."discount_cash_grosze" is null)),
	CONSTRAINT "codes_percent_check" CHECK ("codes"."discount_percent" is null or ("codes"."discount_percent" > 0 and "codes"."discount_percent" <= 100)),
	CONSTRAINT "codes_cash_check" CHECK ("codes"."discount_cash_grosze" is null or "codes"."discount_cash_grosze" > 0),
	CONSTRAINT "codes_product_check" CHECK ("codes"."event_id" is null or "codes"."video_id" is null),
	CONSTRAINT "codes_limit_check" CHECK ("codes"."usage_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payu_order_id" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(30) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payu_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_slug" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_firstname" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_lastname" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_ip" varchar(45);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" varchar(2) DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "description_pl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "one_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supply_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_activations" ADD CONSTRAINT "code_activations_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_activations" ADD CONSTRAINT "code_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_activations_code_user_unique" ON "code_activations" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "code_activations_user_idx" ON "code_activations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_lower_unique" ON "codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "codes_expires_idx" ON "codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payu_order_id_unique" ON "orders" USING btree ("payu_order_id");--> statement-breakpoint
CREATE INDEX "orders_code_status_idx" ON "orders" USING btree ("code_id","status");--> statement-breakpoint
CREATE INDEX "orders_next_check_idx" ON "orders" USING btree ("next_check_at") WHERE "orders"."status" in ('PENDING', 'WAITING_FOR_CONFIRMATION');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK ("orders"."product_quantity" >= 1);