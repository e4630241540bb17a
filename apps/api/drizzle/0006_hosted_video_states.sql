ALTER TABLE "hosted_videos" DROP CONSTRAINT "hosted_videos_status_check";--> statement-breakpoint
ALTER TABLE "hosted_videos" ADD COLUMN "file_name" varchar(255);--> statement-breakpoint
ALTER TABLE "hosted_videos" ADD CONSTRAINT "hosted_videos_status_check" CHECK ("hosted_videos"."status" in ('NOT_UPLOADED', 'TRANSCODING', 'COMPLETE', 'FAILED'));