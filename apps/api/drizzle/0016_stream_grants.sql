CREATE TABLE "stream_grants" (
	"id" varchar(22) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"product_kind" varchar(5) NOT NULL,
	"product_id" integer NOT NULL,
	"variant" varchar(20) NOT NULL,
	"hosted_video_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_grants_product_kind_check" CHECK ("stream_grants"."product_kind" in ('event', 'video'))
);
--> statement-breakpoint
ALTER TABLE "stream_grants" ADD CONSTRAINT "stream_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_grants" ADD CONSTRAINT "stream_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_grants" ADD CONSTRAINT "stream_grants_hosted_video_id_hosted_videos_id_fk" FOREIGN KEY ("hosted_video_id") REFERENCES "public"."hosted_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_grants_viewing_unique" ON "stream_grants" USING btree ("session_id","product_kind","product_id","variant");--> statement-breakpoint
CREATE INDEX "stream_grants_expires_idx" ON "stream_grants" USING btree ("expires_at");