CREATE TABLE "playback_networks" (
	"user_id" integer NOT NULL,
	"network" varchar(50) NOT NULL,
	"last_address" varchar(45) NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"starts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "playback_networks_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "origin" varchar(10) DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "playback_networks" ADD CONSTRAINT "playback_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_networks_last_seen_idx" ON "playback_networks" USING btree ("last_seen_at");