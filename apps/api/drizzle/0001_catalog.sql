-- Hand-added, the only edit to this generated file: search needs pg_trgm and unaccent, and an IMMUTABLE
-- unaccent wrapper so that expression indexes on f_unaccent(lower(title)) can use gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" varchar(100),
	"subtitle" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200),
	"slug" varchar(40),
	"event_price_grosze" integer DEFAULT 0 NOT NULL,
	"date_from" date,
	"date_to" date,
	"time_from" time,
	"time_to" time,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"full_day" boolean DEFAULT false NOT NULL,
	"hide_time_to" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"video_id" integer NOT NULL,
	"available_tickets" integer,
	"is_festival" boolean DEFAULT false NOT NULL,
	"dashboard_hidden" boolean DEFAULT false NOT NULL,
	"vimeo_chat" text,
	"enable_tickets" boolean DEFAULT true NOT NULL,
	"enable_codes" boolean DEFAULT true NOT NULL,
	"share_teatrlink" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_price_check" CHECK ("events"."event_price_grosze" >= 0),
	CONSTRAINT "events_available_tickets_check" CHECK ("events"."available_tickets" is null or "events"."available_tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_id" integer NOT NULL,
	"image_file" varchar(200) NOT NULL,
	"thumb_file" varchar(200) NOT NULL,
	"webp_400_file" varchar(200),
	"webp_800_file" varchar(200),
	"webp_1200_file" varchar(200),
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"uri" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'NOT_UPLOADED' NOT NULL,
	"upload_link" text,
	"size" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hosted_videos_status_check" CHECK ("hosted_videos"."status" in ('NOT_UPLOADED', 'COMPLETE'))
);
--> statement-breakpoint
CREATE TABLE "slide_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slide_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" varchar(100),
	"text" varchar(500),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" varchar(500) NOT NULL,
	"bg_image" varchar(200),
	"url" text,
	"published" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"video_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "video_categories_video_id_category_id_pk" PRIMARY KEY("video_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "video_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" varchar(100),
	"subtitle" varchar(200),
	"video_link" text,
	"accessibility_video" text,
	"autodesc_video" text,
	"teaser_link" text,
	"description" text,
	"additional_desc" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200),
	"slug" varchar(40) NOT NULL,
	"description" text,
	"additional_desc" text,
	"teaser_link" text,
	"video_link" text,
	"accessibility_video" text,
	"autodesc_video" text,
	"main_image" varchar(200),
	"thumb_image" varchar(200),
	"image_link" text,
	"thumb_link" text,
	"visible" boolean DEFAULT true NOT NULL,
	"age_restriction" integer,
	"duration" integer,
	"gallery_id" integer,
	"weight" integer DEFAULT 0 NOT NULL,
	"available_from" timestamp with time zone,
	"end_date" timestamp with time zone,
	"video_price_grosze" integer DEFAULT 0 NOT NULL,
	"restricted_access" varchar(10),
	"dashboard_hidden" boolean DEFAULT false NOT NULL,
	"tickets_expiration_time" integer,
	"share_teatrlink" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "videos_restricted_access_check" CHECK ("videos"."restricted_access" is null or "videos"."restricted_access" in ('any', 'poland', 'europe')),
	CONSTRAINT "videos_price_check" CHECK ("videos"."video_price_grosze" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ext_order_id" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"event_id" integer,
	"video_id" integer,
	"user_id" integer NOT NULL,
	"status" varchar(30) NOT NULL,
	"amount_grosze" integer NOT NULL,
	"expiration_date" timestamp with time zone,
	"used" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('event', 'video', 'gift', 'group_ticket')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_grosze" >= 0),
	CONSTRAINT "orders_product_check" CHECK (("orders"."kind" <> 'event' or "orders"."event_id" is not null) and ("orders"."kind" <> 'video' or "orders"."video_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_translations" ADD CONSTRAINT "event_translations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_translations" ADD CONSTRAINT "slide_translations_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_category_language_unique" ON "category_translations" USING btree ("category_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_translations_event_language_unique" ON "event_translations" USING btree ("event_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_video_idx" ON "events" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "gallery_images_gallery_idx" ON "gallery_images" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_videos_uri_unique" ON "hosted_videos" USING btree ("uri");--> statement-breakpoint
CREATE UNIQUE INDEX "slide_translations_slide_language_unique" ON "slide_translations" USING btree ("slide_id","language_code");--> statement-breakpoint
CREATE INDEX "slides_updated_at_idx" ON "slides" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_categories_category_idx" ON "video_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_translations_video_language_unique" ON "video_translations" USING btree ("video_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slug_unique" ON "videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "videos_weight_idx" ON "videos" USING btree ("weight" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_gallery_idx" ON "videos" USING btree ("gallery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ext_order_id_unique" ON "orders" USING btree ("ext_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "orders_video_status_idx" ON "orders" USING btree ("video_id","status");