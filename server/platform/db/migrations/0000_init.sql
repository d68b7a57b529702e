CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dev_mailbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedup_key" text NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"payload" jsonb NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_dedup_key_unique" UNIQUE("dedup_key")
);
--> statement-breakpoint
CREATE TABLE "pro_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"organization" text NOT NULL,
	"plans" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	CONSTRAINT "pro_access_requests_status" CHECK ("pro_access_requests"."status" in ('PENDING', 'GRANTED'))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"industry" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organization" text,
	"job_title" text,
	"years_of_experience" text,
	"location" jsonb,
	"detail_address" text,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_number" text,
	"date_of_birth" date,
	"attached_file_url" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"access_level" text DEFAULT 'DEFAULT' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_handle_unique" UNIQUE("handle"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_handle_shape" CHECK ("users"."handle" ~ '^[a-z0-9_.-]{3,30}$'),
	CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'ko')),
	CONSTRAINT "users_access_level_known" CHECK ("users"."access_level" in ('PRO', 'DEFAULT'))
);
--> statement-breakpoint
CREATE TABLE "handoff_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"target_origin" text NOT NULL,
	"browser_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"origin" text,
	"browser_id" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_sign_up_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "event_hosts" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_hosts_role_known" CHECK ("event_hosts"."role" in ('HOST', 'CO_HOST', 'STAFF'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"location_mode" text NOT NULL,
	"venue" jsonb,
	"location_detail" text,
	"online_url" text,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"max_participants" integer,
	"lounge_enabled" boolean DEFAULT false NOT NULL,
	"waitlist_enabled" boolean DEFAULT false NOT NULL,
	"photo_link" text,
	"contents_link" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"community_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_handle_shape" CHECK ("events"."handle" ~ '^[A-Za-z0-9-]{3,50}$'),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_type_known" CHECK ("events"."type" in ('EVENT', 'HACKATHON')),
	CONSTRAINT "events_visibility_known" CHECK ("events"."visibility" in ('PUBLIC', 'MEMBER_ONLY', 'SECRET')),
	CONSTRAINT "events_member_only_in_community" CHECK ("events"."visibility" <> 'MEMBER_ONLY' or "events"."community_id" is not null),
	CONSTRAINT "events_status_known" CHECK ("events"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "events_max_participants_positive" CHECK ("events"."max_participants" is null or "events"."max_participants" > 0),
	CONSTRAINT "events_location_complete" CHECK (("events"."location_mode" = 'OFFLINE' and "events"."venue" is not null and "events"."online_url" is null)
        or ("events"."location_mode" = 'ONLINE' and "events"."online_url" is not null and "events"."venue" is null))
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"waitlist_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_seats_taken_not_negative" CHECK ("event_seats"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_activity" (
	"event_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_activity_event_id_quarter_pk" PRIMARY KEY("event_id","quarter")
);
--> statement-breakpoint
CREATE TABLE "registration_answers" (
	"registration_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"question" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "registration_answers_registration_id_question_id_pk" PRIMARY KEY("registration_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "registration_counts" (
	"event_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_counts_ticket_id_status_pk" PRIMARY KEY("ticket_id","status")
);
--> statement-breakpoint
CREATE TABLE "registration_files" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" uuid,
	"uploader_user_id" uuid,
	"uploader_email" text,
	"registration_id" uuid,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_forms" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requirement" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_other" boolean DEFAULT false NOT NULL,
	"content" text,
	"url" text,
	"rank" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_questions_kind_known" CHECK ("registration_questions"."kind" in ('NAME', 'EMAIL', 'PHONE_NUMBER', 'BIO', 'ORGANIZATION', 'JOB_TITLE', 'INDUSTRY', 'YEARS_OF_EXPERIENCE', 'LOCATION', 'SOCIAL', 'TAG', 'SKILL', 'DATE_OF_BIRTH', 'SHORT_TEXT', 'LONG_TEXT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'FILE', 'LINK', 'TEXT_TERMS', 'LINK_TERMS', 'PAGE_BREAK')),
	CONSTRAINT "registration_questions_requirement_known" CHECK ("registration_questions"."requirement" in ('REQUIRED', 'OPTIONAL', 'HIDDEN'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_version" integer DEFAULT 1 NOT NULL,
	"waitlist_number" bigint,
	"check_in_status" text DEFAULT 'NOT_CHECKED_IN' NOT NULL,
	"participation_type" text,
	"checked_in_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"qr_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registrations_qr_secret_unique" UNIQUE("qr_secret"),
	CONSTRAINT "registrations_status_known" CHECK ("registrations"."status" in ('APPROVED', 'PENDING', 'REJECTED', 'CANCELLED', 'WAITLISTED')),
	CONSTRAINT "registrations_participation_type_known" CHECK ("registrations"."participation_type" is null or "registrations"."participation_type" in ('PARTICIPANT', 'OBSERVER', 'JUDGE', 'MENTOR', 'SPEAKER', 'PARTNER', 'SPONSOR', 'INVESTOR')),
	CONSTRAINT "registrations_check_in_known" CHECK ("registrations"."check_in_status" in ('CHECKED_IN', 'NOT_CHECKED_IN')),
	CONSTRAINT "registrations_waitlisted_numbered" CHECK ("registrations"."status" <> 'WAITLISTED' or "registrations"."waitlist_number" is not null),
	CONSTRAINT "registrations_email_lower_case" CHECK ("registrations"."email" = lower("registrations"."email"))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"quantity" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_issued_not_negative" CHECK ("tickets"."issued_count" >= 0),
	CONSTRAINT "tickets_within_quantity" CHECK ("tickets"."quantity" is null or "tickets"."issued_count" <= "tickets"."quantity"),
	CONSTRAINT "tickets_sale_window_ordered" CHECK ("tickets"."sale_starts_at" is null or "tickets"."sale_ends_at" is null or "tickets"."sale_starts_at" < "tickets"."sale_ends_at")
);
--> statement-breakpoint
CREATE TABLE "check_in_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_events_action_known" CHECK ("check_in_events"."action" in ('CHECK_IN', 'UNDO')),
	CONSTRAINT "check_in_events_source_known" CHECK ("check_in_events"."source" in ('QR', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "participant_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"search" text,
	"filters" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emailed_codes" (
	"scope" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_window_started_at" timestamp with time zone NOT NULL,
	"sends_in_window" integer DEFAULT 0 NOT NULL,
	"failure_window_started_at" timestamp with time zone,
	"failures_in_window" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "emailed_codes_scope_email_pk" PRIMARY KEY("scope","email")
);
--> statement-breakpoint
CREATE TABLE "card_match_features" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"seeking" text[] NOT NULL,
	"skills" text[] NOT NULL,
	"seeking_skills" text[] NOT NULL,
	"tag_keys" text[] NOT NULL,
	"industry_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_request_quotas" (
	"event_id" uuid,
	"community_id" uuid,
	"requester_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "contact_request_quotas_one_space" CHECK (("contact_request_quotas"."event_id" is null) <> ("contact_request_quotas"."community_id" is null)),
	CONSTRAINT "contact_request_quotas_cap" CHECK ("contact_request_quotas"."sent" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"community_id" uuid,
	"requester_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"message" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"reply_channel" text,
	"reply_contact" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "contact_requests_one_space" CHECK (("contact_requests"."event_id" is null) <> ("contact_requests"."community_id" is null)),
	CONSTRAINT "contact_requests_not_self" CHECK ("contact_requests"."requester_id" <> "contact_requests"."receiver_id"),
	CONSTRAINT "contact_requests_accepted_with_reply" CHECK ("contact_requests"."status" <> 'ACCEPTED' or ("contact_requests"."reply_channel" is not null and "contact_requests"."reply_contact" is not null)),
	CONSTRAINT "contact_requests_status_known" CHECK ("contact_requests"."status" in ('PENDING', 'ACCEPTED', 'DECLINED')),
	CONSTRAINT "contact_requests_channel_known" CHECK ("contact_requests"."channel" in ('LINKEDIN', 'INSTAGRAM', 'OTHERS', 'EMAIL'))
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" uuid NOT NULL,
	"liked_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id"),
	CONSTRAINT "likes_not_self" CHECK ("likes"."liker_id" <> "likes"."liked_id")
);
--> statement-breakpoint
CREATE TABLE "profile_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seeking" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seeking_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_fields" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_cards_hidden_fields_known" CHECK ("profile_cards"."hidden_fields" <@ array['bio', 'organization', 'jobTitle', 'industry', 'yearsOfExperience', 'skills', 'tags', 'socials', 'location', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile']::text[])
);
--> statement-breakpoint
CREATE TABLE "space_match_postings" (
	"space_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_match_postings_user_id_space_id_field_value_pk" PRIMARY KEY("user_id","space_id","field","value")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"project_id" uuid,
	"code" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hackathon_announcements_code_known" CHECK ("hackathon_announcements"."code" in ('FC01001', 'FC01002', 'FC02001', 'FC02002', 'FC02003', 'FC02004'))
);
--> statement-breakpoint
CREATE TABLE "hackathon_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_deliverables" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"uploader_user_id" uuid,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_members" (
	"project_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hackathon_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "hackathon_members_role_known" CHECK ("hackathon_members"."role" in ('LEADER', 'MEMBER'))
);
--> statement-breakpoint
CREATE TABLE "hackathon_project_saves" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hackathon_project_saves_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "hackathon_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"title" text NOT NULL,
	"team_name" text NOT NULL,
	"description" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_url" text,
	"links" jsonb NOT NULL,
	"contact_method" text,
	"contact_value" text,
	"tech_stack" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recruit_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hackathon_projects_event_id_unique" UNIQUE("event_id","id"),
	CONSTRAINT "hackathon_projects_recruit_status_known" CHECK ("hackathon_projects"."recruit_status" in ('TEAM_FINDING', 'MEMBER_FINDING', 'TEAM_BUILDING_COMPLETE')),
	CONSTRAINT "hackathon_projects_contact_complete" CHECK (("hackathon_projects"."contact_method" is null) = ("hackathon_projects"."contact_value" is null))
);
--> statement-breakpoint
CREATE TABLE "hackathon_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"submission_deadline" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"position" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "hackathon_team_requests_kind_known" CHECK ("hackathon_team_requests"."kind" in ('REQUEST', 'INVITATION')),
	CONSTRAINT "hackathon_team_requests_status_known" CHECK ("hackathon_team_requests"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "hackathon_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hackathon_tracks_event_id_unique" UNIQUE("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "judging_assignments" (
	"event_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_assignments_project_id_judge_id_pk" PRIMARY KEY("project_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "judging_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_conflicts_one_per_pair" UNIQUE("judge_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "judging_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"scale" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_criteria_scale_known" CHECK ("judging_criteria"."scale" in (5, 10)),
	CONSTRAINT "judging_criteria_weight_range" CHECK ("judging_criteria"."weight" between 1 and 100),
	CONSTRAINT "judging_criteria_named" CHECK ("judging_criteria"."name_en" <> '' or "judging_criteria"."name_ko" <> '')
);
--> statement-breakpoint
CREATE TABLE "judging_host_judges" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_host_judges_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "judging_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"status" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "judging_scores_status_known" CHECK ("judging_scores"."status" in ('DRAFT', 'SUBMITTED')),
	CONSTRAINT "judging_scores_submitted_at" CHECK (("judging_scores"."status" = 'SUBMITTED') = ("judging_scores"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "judging_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"judges_per_project" integer DEFAULT 3 NOT NULL,
	"per_track" boolean DEFAULT false NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_settings_judges_per_project_range" CHECK ("judging_settings"."judges_per_project" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"favicon_url" text,
	"banner_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "communities_handle_shape" CHECK ("communities"."handle" ~ '^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$'),
	CONSTRAINT "communities_handle_not_reserved" CHECK ("communities"."handle" not in ('www', 'api', 'admin', 'app', 'mail', 'smtp', 'static', 'assets', 'cdn', 'docs', 'help', 'support', 'status', 'blog', 'auth', 'login', 'dev', 'staging', 'test', 'moim', 'events', 'communities', 'community', 'dashboard', 'console'))
);
--> statement-breakpoint
CREATE TABLE "community_allowed" (
	"community_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_allowed_community_id_entry_pk" PRIMARY KEY("community_id","entry"),
	CONSTRAINT "community_allowed_entry_lower_case" CHECK ("community_allowed"."entry" = lower("community_allowed"."entry"))
);
--> statement-breakpoint
CREATE TABLE "community_barred" (
	"community_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_barred_community_id_email_pk" PRIMARY KEY("community_id","email"),
	CONSTRAINT "community_barred_email_lower_case" CHECK ("community_barred"."email" = lower("community_barred"."email"))
);
--> statement-breakpoint
CREATE TABLE "community_files" (
	"id" text PRIMARY KEY NOT NULL,
	"uploader_user_id" uuid NOT NULL,
	"community_id" uuid,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_join_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"profile_form_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"status" text NOT NULL,
	"join_type_id" uuid,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"status_version" integer DEFAULT 1 NOT NULL,
	"decided_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_members_community_id_user_id_pk" PRIMARY KEY("community_id","user_id"),
	CONSTRAINT "community_members_role_known" CHECK ("community_members"."role" in ('OWNER', 'MANAGER', 'MEMBER')),
	CONSTRAINT "community_members_status_known" CHECK ("community_members"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "community_members_roles_approved" CHECK ("community_members"."role" = 'MEMBER' or "community_members"."status" = 'APPROVED')
);
--> statement-breakpoint
CREATE TABLE "community_profile_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_profile_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requirement" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_other" boolean DEFAULT false NOT NULL,
	"content" text,
	"url" text,
	"position" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_profile_questions_kind_known" CHECK ("community_profile_questions"."kind" in ('NAME', 'EMAIL', 'PHONE_NUMBER', 'BIO', 'ORGANIZATION', 'JOB_TITLE', 'INDUSTRY', 'YEARS_OF_EXPERIENCE', 'LOCATION', 'SOCIAL', 'TAG', 'SKILL', 'DATE_OF_BIRTH', 'SHORT_TEXT', 'LONG_TEXT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'FILE', 'LINK', 'TEXT_TERMS', 'LINK_TERMS', 'PAGE_BREAK')),
	CONSTRAINT "community_profile_questions_requirement_known" CHECK ("community_profile_questions"."requirement" in ('REQUIRED', 'OPTIONAL', 'HIDDEN'))
);
--> statement-breakpoint
CREATE TABLE "community_answer_visibility" (
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"hidden" boolean NOT NULL,
	CONSTRAINT "community_answer_visibility_community_id_user_id_question_id_pk" PRIMARY KEY("community_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "community_curations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"member_ids" uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_curations_member_count" CHECK (cardinality("community_curations"."member_ids") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "stored_file_parts" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_parts_key_part_pk" PRIMARY KEY("key","part")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_mutes" (
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_mutes_event_id_email_pk" PRIMARY KEY("event_id","email")
);
--> statement-breakpoint
CREATE TABLE "announcement_recipients" (
	"announcement_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"mute_token" text NOT NULL,
	CONSTRAINT "announcement_recipients_announcement_id_registration_id_pk" PRIMARY KEY("announcement_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"community_id" uuid,
	"author_id" uuid,
	"subject_en" text,
	"body_en" text,
	"subject_ko" text,
	"body_ko" text,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"send_day" text NOT NULL,
	"day_slot" smallint NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_one_sender" CHECK (num_nonnulls("announcements"."event_id", "announcements"."community_id") = 1),
	CONSTRAINT "announcements_day_slot_range" CHECK ("announcements"."day_slot" between 1 and case when "announcements"."event_id" is not null
        then 5 else 5 end),
	CONSTRAINT "announcements_status_known" CHECK ("announcements"."status" in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')),
	CONSTRAINT "announcements_has_language" CHECK ("announcements"."subject_en" is not null or "announcements"."subject_ko" is not null)
);
--> statement-breakpoint
CREATE TABLE "community_announcement_mutes" (
	"community_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_announcement_mutes_community_id_email_pk" PRIMARY KEY("community_id","email")
);
--> statement-breakpoint
CREATE TABLE "community_announcement_recipients" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"mute_token" text NOT NULL,
	CONSTRAINT "community_announcement_recipients_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_feedback" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_feedback_rating_range" CHECK ("event_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "event_reminder_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"minutes_before" integer[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"registration_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_deliveries_registration_id_minutes_before_pk" PRIMARY KEY("registration_id","minutes_before")
);
--> statement-breakpoint
CREATE TABLE "thank_you_deliveries" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"feedback_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thank_you_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pro_access_requests" ADD CONSTRAINT "pro_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_activity" ADD CONSTRAINT "registration_activity_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_forms" ADD CONSTRAINT "registration_forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_questions" ADD CONSTRAINT "registration_questions_event_id_registration_forms_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."registration_forms"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_exports" ADD CONSTRAINT "participant_exports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_exports" ADD CONSTRAINT "participant_exports_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_match_features" ADD CONSTRAINT "card_match_features_user_id_profile_cards_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profile_cards"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_quotas" ADD CONSTRAINT "contact_request_quotas_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_quotas" ADD CONSTRAINT "contact_request_quotas_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_quotas" ADD CONSTRAINT "contact_request_quotas_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_match_postings" ADD CONSTRAINT "space_match_postings_user_id_card_match_features_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."card_match_features"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_announcements" ADD CONSTRAINT "hackathon_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_announcements" ADD CONSTRAINT "hackathon_announcements_project_id_hackathon_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hackathon_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_comments" ADD CONSTRAINT "hackathon_comments_project_id_hackathon_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hackathon_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_comments" ADD CONSTRAINT "hackathon_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_deliverables" ADD CONSTRAINT "hackathon_deliverables_project_id_hackathon_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hackathon_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_deliverables" ADD CONSTRAINT "hackathon_deliverables_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_project_fk" FOREIGN KEY ("event_id","project_id") REFERENCES "public"."hackathon_projects"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_project_saves" ADD CONSTRAINT "hackathon_project_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_project_saves" ADD CONSTRAINT "hackathon_project_saves_project_id_hackathon_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hackathon_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_projects" ADD CONSTRAINT "hackathon_projects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_projects" ADD CONSTRAINT "hackathon_projects_track_fk" FOREIGN KEY ("event_id","track_id") REFERENCES "public"."hackathon_tracks"("event_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_settings" ADD CONSTRAINT "hackathon_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_team_requests" ADD CONSTRAINT "hackathon_team_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_team_requests" ADD CONSTRAINT "hackathon_team_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_team_requests" ADD CONSTRAINT "hackathon_team_requests_project_fk" FOREIGN KEY ("event_id","project_id") REFERENCES "public"."hackathon_projects"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_tracks" ADD CONSTRAINT "hackathon_tracks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_assignments" ADD CONSTRAINT "judging_assignments_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_assignments" ADD CONSTRAINT "judging_assignments_project_fk" FOREIGN KEY ("event_id","project_id") REFERENCES "public"."hackathon_projects"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_conflicts" ADD CONSTRAINT "judging_conflicts_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_conflicts" ADD CONSTRAINT "judging_conflicts_project_fk" FOREIGN KEY ("event_id","project_id") REFERENCES "public"."hackathon_projects"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_criteria" ADD CONSTRAINT "judging_criteria_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_host_judges" ADD CONSTRAINT "judging_host_judges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_host_judges" ADD CONSTRAINT "judging_host_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_project_fk" FOREIGN KEY ("event_id","project_id") REFERENCES "public"."hackathon_projects"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_settings" ADD CONSTRAINT "judging_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_allowed" ADD CONSTRAINT "community_allowed_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_barred" ADD CONSTRAINT "community_barred_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_files" ADD CONSTRAINT "community_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_files" ADD CONSTRAINT "community_files_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_join_types" ADD CONSTRAINT "community_join_types_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_join_types" ADD CONSTRAINT "community_join_types_profile_form_id_community_profile_forms_id_fk" FOREIGN KEY ("profile_form_id") REFERENCES "public"."community_profile_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_join_type_id_community_join_types_id_fk" FOREIGN KEY ("join_type_id") REFERENCES "public"."community_join_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profile_forms" ADD CONSTRAINT "community_profile_forms_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profile_questions" ADD CONSTRAINT "community_profile_questions_form_id_community_profile_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."community_profile_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answer_visibility" ADD CONSTRAINT "community_answer_visibility_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answer_visibility" ADD CONSTRAINT "community_answer_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_curations" ADD CONSTRAINT "community_curations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_curations" ADD CONSTRAINT "community_curations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_parts" ADD CONSTRAINT "stored_file_parts_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mutes" ADD CONSTRAINT "announcement_mutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_announcement_mutes" ADD CONSTRAINT "community_announcement_mutes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_announcement_recipients" ADD CONSTRAINT "community_announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_announcement_recipients" ADD CONSTRAINT "community_announcement_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_settings" ADD CONSTRAINT "event_reminder_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_deliveries" ADD CONSTRAINT "thank_you_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_settings" ADD CONSTRAINT "thank_you_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("priority","id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "outbox_announcement_idx" ON "outbox" USING btree (split_part(dedup_key, ':', 2)) WHERE dedup_key like 'announcement:%';--> statement-breakpoint
CREATE UNIQUE INDEX "pro_access_requests_one_pending" ON "pro_access_requests" USING btree ("user_id") WHERE "pro_access_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "pro_access_requests_user_idx" ON "pro_access_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "handoff_codes_expires_idx" ON "handoff_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "handoff_codes_user_idx" ON "handoff_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_browser_idx" ON "sessions" USING btree ("browser_id");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_hosts_one_host" ON "event_hosts" USING btree ("event_id") WHERE "event_hosts"."role" = 'HOST';--> statement-breakpoint
CREATE INDEX "event_hosts_user_idx" ON "event_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_handle_lower_unique" ON "events" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "events_listed_starts_idx" ON "events" USING btree ("starts_at","id") WHERE "events"."status" = 'PUBLISHED' and "events"."visibility" = 'PUBLIC' and "events"."listed";--> statement-breakpoint
CREATE INDEX "events_community_starts_idx" ON "events" USING btree ("community_id","starts_at") WHERE "events"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "registration_answers_question_revision_idx" ON "registration_answers" USING btree ("question_id",(("question" ->> 'revision')::int));--> statement-breakpoint
CREATE INDEX "registration_counts_event_idx" ON "registration_counts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "registration_files_registration_idx" ON "registration_files" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_files_event_idx" ON "registration_files" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "registration_files_uploader_user_idx" ON "registration_files" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_questions_rank_unique" ON "registration_questions" USING btree ("event_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_questions_one_profile_kind" ON "registration_questions" USING btree ("event_id","kind") WHERE "registration_questions"."deleted_at" is null and "registration_questions"."kind" in ('NAME', 'EMAIL', 'PHONE_NUMBER', 'BIO', 'ORGANIZATION', 'JOB_TITLE', 'INDUSTRY', 'YEARS_OF_EXPERIENCE', 'LOCATION', 'SOCIAL', 'TAG', 'SKILL', 'DATE_OF_BIRTH');--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_user_unique" ON "registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_guest_email_unique" ON "registrations" USING btree ("event_id",lower("email")) WHERE "registrations"."user_id" is null;--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registrations_ticket_idx" ON "registrations" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "registrations_search_idx" ON "registrations" USING gin ("event_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_checked_in_idx" ON "registrations" USING btree ("event_id","checked_in_at") WHERE "registrations"."checked_in_at" is not null;--> statement-breakpoint
CREATE INDEX "registrations_event_status_idx" ON "registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "registrations_waitlist_idx" ON "registrations" USING btree ("event_id","waitlist_number") WHERE "registrations"."status" = 'WAITLISTED';--> statement-breakpoint
CREATE INDEX "registrations_event_participation_idx" ON "registrations" USING btree ("event_id","participation_type") WHERE "registrations"."participation_type" is not null;--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_default" ON "tickets" USING btree ("event_id") WHERE "tickets"."is_default";--> statement-breakpoint
CREATE INDEX "check_in_events_event_recorded_idx" ON "check_in_events" USING btree ("event_id","recorded_at");--> statement-breakpoint
CREATE INDEX "check_in_events_registration_idx" ON "check_in_events" USING btree ("registration_id","id");--> statement-breakpoint
CREATE INDEX "check_in_events_actor_user_idx" ON "check_in_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "participant_exports_event_idx" ON "participant_exports" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_exports_actor_user_idx" ON "participant_exports" USING btree ("actor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_request_quotas_event_day" ON "contact_request_quotas" USING btree ("event_id","requester_id","day") WHERE "contact_request_quotas"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_request_quotas_community_day" ON "contact_request_quotas" USING btree ("community_id","requester_id","day") WHERE "contact_request_quotas"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_request_quotas_requester_idx" ON "contact_request_quotas" USING btree ("requester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_one_pending" ON "contact_requests" USING btree ("event_id","requester_id","receiver_id") WHERE "contact_requests"."status" = 'PENDING' and "contact_requests"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_one_pending_in_community" ON "contact_requests" USING btree ("community_id","requester_id","receiver_id") WHERE "contact_requests"."status" = 'PENDING' and "contact_requests"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_requests_receiver_idx" ON "contact_requests" USING btree ("event_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_requester_idx" ON "contact_requests" USING btree ("event_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_community_receiver_idx" ON "contact_requests" USING btree ("community_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_community_requester_idx" ON "contact_requests" USING btree ("community_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_requester_user_idx" ON "contact_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "contact_requests_receiver_user_idx" ON "contact_requests" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id");--> statement-breakpoint
CREATE INDEX "space_match_postings_lookup_idx" ON "space_match_postings" USING btree ("space_id","field","value","created_at","user_id");--> statement-breakpoint
CREATE INDEX "hackathon_announcements_event_idx" ON "hackathon_announcements" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "hackathon_announcements_project_idx" ON "hackathon_announcements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "hackathon_comments_project_idx" ON "hackathon_comments" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hackathon_comments_author_idx" ON "hackathon_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "hackathon_deliverables_project_idx" ON "hackathon_deliverables" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "hackathon_deliverables_uploader_user_idx" ON "hackathon_deliverables" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_members_one_team" ON "hackathon_members" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_members_one_leader" ON "hackathon_members" USING btree ("project_id") WHERE "hackathon_members"."role" = 'LEADER';--> statement-breakpoint
CREATE INDEX "hackathon_members_user_idx" ON "hackathon_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hackathon_project_saves_project_idx" ON "hackathon_project_saves" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "hackathon_projects_event_idx" ON "hackathon_projects" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hackathon_projects_track_idx" ON "hackathon_projects" USING btree ("track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_team_requests_one_open" ON "hackathon_team_requests" USING btree ("project_id","user_id") WHERE "hackathon_team_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "hackathon_team_requests_user_idx" ON "hackathon_team_requests" USING btree ("event_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "hackathon_team_requests_project_idx" ON "hackathon_team_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "hackathon_team_requests_user_only_idx" ON "hackathon_team_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hackathon_team_requests_author_idx" ON "hackathon_team_requests" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "hackathon_tracks_event_idx" ON "hackathon_tracks" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "judging_assignments_judge_idx" ON "judging_assignments" USING btree ("event_id","judge_id");--> statement-breakpoint
CREATE INDEX "judging_assignments_judge_only_idx" ON "judging_assignments" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "judging_conflicts_project_idx" ON "judging_conflicts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "judging_criteria_event_idx" ON "judging_criteria" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "judging_host_judges_user_idx" ON "judging_host_judges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_scores_one_per_judge_project" ON "judging_scores" USING btree ("judge_id","project_id");--> statement-breakpoint
CREATE INDEX "judging_scores_event_idx" ON "judging_scores" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "communities_handle_unique" ON "communities" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "community_files_uploader_idx" ON "community_files" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE INDEX "community_files_community_idx" ON "community_files" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "community_join_types_community_idx" ON "community_join_types" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "community_join_types_profile_form_idx" ON "community_join_types" USING btree ("profile_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_members_one_owner" ON "community_members" USING btree ("community_id") WHERE "community_members"."role" = 'OWNER';--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_members_status_idx" ON "community_members" USING btree ("community_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "community_members_join_type_idx" ON "community_members" USING btree ("join_type_id");--> statement-breakpoint
CREATE INDEX "community_members_decided_by_idx" ON "community_members" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "community_profile_forms_community_idx" ON "community_profile_forms" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_profile_questions_position_unique" ON "community_profile_questions" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "community_answer_visibility_user_idx" ON "community_answer_visibility" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_curations_community_idx" ON "community_curations" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "community_curations_created_by_idx" ON "community_curations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "announcement_recipients_registration_idx" ON "announcement_recipients" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_recipients_mute_token_unique" ON "announcement_recipients" USING btree ("mute_token");--> statement-breakpoint
CREATE INDEX "announcements_event_idx" ON "announcements" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_community_idx" ON "announcements" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("send_at") WHERE "announcements"."status" in ('SCHEDULED', 'SENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_day_slot_unique" ON "announcements" USING btree ("event_id","send_day","day_slot") WHERE "announcements"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_community_day_slot_unique" ON "announcements" USING btree ("community_id","send_day","day_slot") WHERE "announcements"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "announcements_author_idx" ON "announcements" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_announcement_recipients_user_idx" ON "community_announcement_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_announcement_recipients_mute_token_unique" ON "community_announcement_recipients" USING btree ("mute_token");--> statement-breakpoint
CREATE INDEX "event_feedback_event_idx" ON "event_feedback" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "thank_you_deliveries_token_unique" ON "thank_you_deliveries" USING btree ("feedback_token");--> statement-breakpoint
-- The registration counters (registration_counts, registration_activity in registrations.ts) move
-- in the statement that changes the registrations, by these statement triggers: one grouped
-- upsert per statement, however many rows it wrote, and no write path can forget them.
-- Groups are upserted in key order so that two statements never take the same rows crosswise.
-- A group whose event or ticket is being deleted (a cascade) is skipped: its counters go with it.
-- PL/pgSQL rather than SQL: a SQL function's statement is planned again on every call (once per
-- writing statement), PL/pgSQL keeps its plan for the connection.
CREATE FUNCTION registration_counters_move(removed registrations[], added registrations[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT event_id, ticket_id, status, check_in_status, checked_in_at, created_at, -1 AS delta FROM unnest(removed)
    UNION ALL
    SELECT event_id, ticket_id, status, check_in_status, checked_in_at, created_at, 1 AS delta FROM unnest(added)
  ), counts AS (
    SELECT event_id, ticket_id, status, sum(delta)::int AS count,
      coalesce(sum(delta) FILTER (WHERE check_in_status = 'CHECKED_IN'), 0)::int AS checked_in
    FROM changes GROUP BY event_id, ticket_id, status
  ), counted AS (
    INSERT INTO registration_counts AS c (event_id, ticket_id, status, count, checked_in)
    SELECT g.event_id, g.ticket_id, g.status, g.count, g.checked_in FROM counts g
    WHERE (g.count <> 0 OR g.checked_in <> 0)
      AND EXISTS (SELECT 1 FROM tickets t WHERE t.id = g.ticket_id)
    ORDER BY g.ticket_id, g.status
    ON CONFLICT (ticket_id, status) DO UPDATE
      SET count = c.count + excluded.count, checked_in = c.checked_in + excluded.checked_in
    RETURNING 1
  ), quarters AS (
    SELECT event_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS quarter, delta AS registered, 0 AS checked_in
    FROM changes
    UNION ALL
    SELECT event_id, date_bin('15 minutes', checked_in_at, timestamptz '2000-01-01 00:00:00+00'), 0, delta
    FROM changes WHERE status = 'APPROVED' AND check_in_status = 'CHECKED_IN' AND checked_in_at IS NOT NULL
  ), activity AS (
    SELECT event_id, quarter, sum(registered)::int AS registered, sum(checked_in)::int AS checked_in
    FROM quarters GROUP BY event_id, quarter
  )
  INSERT INTO registration_activity AS a (event_id, quarter, registered, checked_in)
  SELECT g.event_id, g.quarter, g.registered, g.checked_in FROM activity g
  WHERE (g.registered <> 0 OR g.checked_in <> 0)
    AND EXISTS (SELECT 1 FROM events e WHERE e.id = g.event_id)
  ORDER BY g.event_id, g.quarter
  ON CONFLICT (event_id, quarter) DO UPDATE
    SET registered = a.registered + excluded.registered, checked_in = a.checked_in + excluded.checked_in;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_counters_move('{}'::registrations[], array(SELECT r::registrations FROM added r));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the rows whose counted columns changed move the counters: most updates of a registration
-- (its search text, its kept answers, its profile) move none, and then cost no upsert at all. A
-- statement trigger cannot name its columns (UPDATE OF) beside transition tables; the rows pair by id.
CREATE FUNCTION registration_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_from registrations[];
  moved_to registrations[];
BEGIN
  SELECT array_agg(r::registrations), array_agg(a::registrations) INTO moved_from, moved_to
  FROM removed r JOIN added a ON a.id = r.id
  WHERE (r.event_id, r.ticket_id, r.status, r.check_in_status, r.checked_in_at, r.created_at)
    IS DISTINCT FROM (a.event_id, a.ticket_id, a.status, a.check_in_status, a.checked_in_at, a.created_at);
  IF moved_from IS NOT NULL THEN
    PERFORM registration_counters_move(moved_from, moved_to);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_counters_move(array(SELECT r::registrations FROM removed r), '{}'::registrations[]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_counters_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_insert();--> statement-breakpoint
CREATE TRIGGER registration_counters_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_update();--> statement-breakpoint
CREATE TRIGGER registration_counters_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_delete();--> statement-breakpoint
-- An instance keeps what it learned about a sold-out event (decision 050) or an open one (decision
-- 055) only until something it was learned from changes: these triggers name the event on the
-- channel `registration_context`, which PostgreSQL delivers at commit to every instance listening
-- (never for a rollback). Only the changes that can matter to what is kept notify, because a
-- notifying transaction's commit waits for every other one's: a seat or a ticket given back, the
-- event, its tickets, form, questions or hackathon settings edited, a registration deleted. Taking
-- seats never notifies (a rush's writes), nor does a registration's insert or update: at a sold-out
-- event one needs a seat given back first, and the instance asks who is registered in any status;
-- at an open one the write itself finds the seats gone or the person registered.
CREATE FUNCTION registration_context_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('registration_context', CASE WHEN TG_TABLE_NAME = 'events' THEN changed ->> 'id' ELSE changed ->> 'event_id' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_context_notify_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('registration_context', x.event_id::text) FROM (SELECT DISTINCT event_id FROM removed) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_context_events AFTER UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_seats_given_back AFTER UPDATE ON event_seats
  FOR EACH ROW WHEN (NEW.taken < OLD.taken) EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_seats_deleted AFTER DELETE ON event_seats
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_tickets_edited AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_tickets_changed AFTER UPDATE ON tickets
  FOR EACH ROW WHEN (NEW.issued_count <= OLD.issued_count) EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_forms AFTER INSERT OR UPDATE OR DELETE ON registration_forms
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_questions AFTER INSERT OR UPDATE OR DELETE ON registration_questions
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_registrations_deleted AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_context_notify_removed();
--> statement-breakpoint
CREATE TRIGGER registration_context_hackathon AFTER INSERT OR UPDATE OR DELETE ON hackathon_settings
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
-- The guest list's search text (registrations.search_text): the name, the email, the ORGANIZATION
-- answers and the member's profile organization, lower-cased, under the (event_id, search_text)
-- trigram index. Kept by triggers wherever one of them changes: the registration's own columns
-- before its row is written, its organization answers and the member's profile after theirs.
-- PL/pgSQL rather than SQL functions: their statements' plans are kept for the connection.
CREATE FUNCTION registration_search_text(registration_id uuid, member_id uuid, name text, email text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN lower(concat_ws(' ', registration_search_text.name, registration_search_text.email,
    (SELECT string_agg(a.value #>> '{}', ' ') FROM registration_answers a
      WHERE a.registration_id = registration_search_text.registration_id AND a.question ->> 'kind' = 'ORGANIZATION'),
    (SELECT p.organization FROM user_profiles p WHERE p.user_id = registration_search_text.member_id)));
END $$;--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := registration_search_text(NEW.id, NEW.user_id, NEW.name, NEW.email);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_write BEFORE INSERT OR UPDATE OF name, email, user_id ON registrations
  FOR EACH ROW EXECUTE FUNCTION registration_search_text_on_write();--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations r SET search_text = registration_search_text(r.id, r.user_id, r.name, r.email)
  WHERE r.id = NEW.registration_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_answer AFTER INSERT OR UPDATE ON registration_answers
  FOR EACH ROW WHEN (NEW.question ->> 'kind' = 'ORGANIZATION') EXECUTE FUNCTION registration_search_text_on_answer();--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations r SET search_text = registration_search_text(r.id, r.user_id, r.name, r.email)
  WHERE r.user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_profile AFTER UPDATE OF organization ON user_profiles
  FOR EACH ROW WHEN (OLD.organization IS DISTINCT FROM NEW.organization) EXECUTE FUNCTION registration_search_text_on_profile();
--> statement-breakpoint
-- The guest list's pages, newest or oldest first, one page at a time; the search text rides along,
-- so a search for a common text walks this index in the list's order and reads no table row.
CREATE INDEX registrations_event_created_idx ON registrations (event_id, created_at, id) INCLUDE (search_text);--> statement-breakpoint
-- The answers the CSV export writes, kept on their registration (registrations.export_answers): per
-- answer its question, the revision answered and the value, in question order; NAME and EMAIL have
-- their own columns and stay out. A batch of the export then reads its guests' answers with their
-- rows along the (event_id, created_at, id) index, with no lookup per guest (decision 053).
-- The column is declared here rather than in registrations.ts: only the export reads it, and
-- drizzle, which names the columns it selects, never fetches it for the rest of the app.
-- Kept by statement triggers on registration_answers: one rewrite per registration a statement
-- touched, however many of its answers the statement wrote.
ALTER TABLE registrations ADD COLUMN export_answers jsonb NOT NULL DEFAULT '[]';--> statement-breakpoint
-- PL/pgSQL rather than SQL functions: their statements' plans are kept for the session, where a
-- SQL function's would be planned again on every registration.
CREATE FUNCTION registration_export_answers(registration_id uuid) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(jsonb_build_object('questionId', a.question_id, 'revision', a.question -> 'revision', 'value', a.value)
      ORDER BY a.question_id), '[]')
    FROM registration_answers a
    WHERE a.registration_id = registration_export_answers.registration_id AND a.question ->> 'kind' NOT IN ('NAME', 'EMAIL'));
END $$;--> statement-breakpoint
-- Only registrations with an answer of their own are rewritten, and none when there is none: a
-- form of NAME and EMAIL only (a statement trigger runs even for no row) costs no update.
CREATE FUNCTION registration_export_answers_keep(registration_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(registration_ids) > 0 THEN
    UPDATE registrations r SET export_answers = registration_export_answers(r.id) WHERE r.id = ANY(registration_ids);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT DISTINCT registration_id FROM added WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT registration_id FROM removed WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')
    UNION SELECT registration_id FROM added WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT DISTINCT registration_id FROM removed WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_export_answers_insert AFTER INSERT ON registration_answers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_insert();--> statement-breakpoint
CREATE TRIGGER registration_export_answers_update AFTER UPDATE ON registration_answers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_update();--> statement-breakpoint
CREATE TRIGGER registration_export_answers_delete AFTER DELETE ON registration_answers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_delete();--> statement-breakpoint
-- For You's per-card features (card_match_features, decision 039): the values a card is matched on,
-- as other people may see them, worked out again wherever one of them changes: the card (its roles,
-- whom it seeks, its hidden fields), the profile's skills, tags and industry. Each change, and each
-- save or unsave by the person, draws the row a new version, under which their For You pages are kept.
-- Each space's postings (space_match_postings, decision 051) follow the features and the person's
-- places: an approved registration or a place on an event's host team, an approved community membership.
CREATE SEQUENCE card_match_features_versions;--> statement-breakpoint
-- One person's features and postings are written by one transaction at a time: every writer first
-- locks the people's profile rows (in one order, so two writers of many people cannot deadlock),
-- and only then reads the cards, profiles and places, so two edits at once (a card and a profile, an
-- approval and a new card) cannot each write what they saw before the other committed. The profile
-- row is the lock because a profile edit holds it already.
CREATE FUNCTION card_match_serialize(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM user_profiles WHERE user_id = ANY(member_ids) ORDER BY user_id FOR NO KEY UPDATE;
END $$;--> statement-breakpoint
-- The spaces a person is in (registration, host team or membership).
CREATE FUNCTION card_match_spaces(member_id uuid) RETURNS SETOF uuid LANGUAGE sql STABLE AS $$
  SELECT event_id FROM registrations WHERE user_id = member_id AND status = 'APPROVED'
  UNION SELECT event_id FROM event_hosts WHERE user_id = member_id
  UNION SELECT community_id FROM community_members WHERE user_id = member_id AND status = 'APPROVED'
$$;--> statement-breakpoint
-- People's postings written afresh: member_ids[i] in space_ids[i] only, or in all of their spaces
-- where space_ids[i] is null.
CREATE FUNCTION space_match_postings_refresh(member_ids uuid[], space_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_serialize(member_ids);
  DELETE FROM space_match_postings p USING unnest(member_ids, space_ids) AS x(user_id, space_id)
  WHERE p.user_id = x.user_id AND (x.space_id IS NULL OR p.space_id = x.space_id);
  -- Only people with a card have postings, so the places of the others are never looked up: a
  -- registration rush is mostly people without one, and each lookup scans the space's registrations.
  WITH carded AS MATERIALIZED (
    SELECT f.user_id, f.created_at, f.roles, f.seeking, f.skills, f.seeking_skills, f.tag_keys, f.industry_key, x.space_id
    FROM unnest(member_ids, space_ids) AS x(user_id, space_id)
    JOIN card_match_features f ON f.user_id = x.user_id
  )
  INSERT INTO space_match_postings (space_id, field, value, user_id, created_at)
  SELECT DISTINCT s.space_id, v.field, v.value, f.user_id, f.created_at
  FROM carded f
  CROSS JOIN LATERAL card_match_spaces(f.user_id) AS s(space_id)
  CROSS JOIN LATERAL (
    SELECT 'card', ''
    UNION SELECT 'role', unnest(f.roles)
    UNION SELECT 'seeks', unnest(f.seeking)
    UNION SELECT 'skill', unnest(f.skills)
    UNION SELECT 'seeks_skill', unnest(f.seeking_skills)
    UNION SELECT 'tag', unnest(f.tag_keys)
    UNION SELECT 'industry', f.industry_key WHERE f.industry_key IS NOT NULL
  ) AS v(field, value)
  WHERE f.space_id IS NULL OR s.space_id = f.space_id;
END $$;--> statement-breakpoint
CREATE FUNCTION card_match_features_refresh(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_serialize(member_ids);
  INSERT INTO card_match_features AS f (user_id, roles, seeking, skills, seeking_skills, tag_keys, industry_key, created_at, version)
  SELECT c.user_id,
    ARRAY(SELECT jsonb_array_elements_text(c.roles)),
    ARRAY(SELECT jsonb_array_elements_text(c.seeking)),
    CASE WHEN 'skills' = ANY(c.hidden_fields) THEN '{}' ELSE ARRAY(SELECT jsonb_array_elements_text(p.skills)) END,
    ARRAY(SELECT jsonb_array_elements_text(c.seeking_skills)),
    CASE WHEN 'tags' = ANY(c.hidden_fields) THEN '{}' ELSE ARRAY(SELECT lower(jsonb_array_elements_text(p.tags))) END,
    CASE WHEN 'industry' = ANY(c.hidden_fields) THEN NULL ELSE nullif(lower(trim(p.industry)), '') END,
    c.created_at, nextval('card_match_features_versions')
  FROM profile_cards c JOIN user_profiles p ON p.user_id = c.user_id
  WHERE c.user_id = ANY(member_ids)
  ON CONFLICT (user_id) DO UPDATE SET roles = excluded.roles, seeking = excluded.seeking, skills = excluded.skills,
    seeking_skills = excluded.seeking_skills, tag_keys = excluded.tag_keys, industry_key = excluded.industry_key,
    created_at = excluded.created_at, version = excluded.version;
  PERFORM space_match_postings_refresh(member_ids, array_fill(NULL::uuid, ARRAY[cardinality(member_ids)]));
END $$;--> statement-breakpoint
CREATE FUNCTION card_match_features_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_features_refresh(ARRAY[NEW.user_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- New cards are written as a set (an import, the seed): one refresh for the statement.
CREATE FUNCTION card_match_features_on_cards_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_features_refresh(ARRAY(SELECT user_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_match_features_cards_added AFTER INSERT ON profile_cards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION card_match_features_on_cards_added();--> statement-breakpoint
CREATE TRIGGER card_match_features_card AFTER UPDATE ON profile_cards
  FOR EACH ROW EXECUTE FUNCTION card_match_features_on_write();--> statement-breakpoint
CREATE TRIGGER card_match_features_profile AFTER UPDATE OF skills, tags, industry ON user_profiles
  FOR EACH ROW WHEN (OLD.skills IS DISTINCT FROM NEW.skills OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.industry IS DISTINCT FROM NEW.industry)
  EXECUTE FUNCTION card_match_features_on_write();--> statement-breakpoint
CREATE FUNCTION card_match_features_on_like() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE card_match_features SET version = nextval('card_match_features_versions')
  WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.liker_id ELSE NEW.liker_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_match_features_like AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION card_match_features_on_like();--> statement-breakpoint
-- A place in a space given or taken: the person's postings there, written afresh (they may still be
-- there another way, a guest who is also on the host team). The trigger's argument names the
-- space's column (event_id, community_id).
CREATE FUNCTION space_match_postings_on_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM space_match_postings_refresh(ARRAY[OLD.user_id], ARRAY[(to_jsonb(OLD) ->> TG_ARGV[0])::uuid]);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM space_match_postings_refresh(ARRAY[NEW.user_id], ARRAY[(to_jsonb(NEW) ->> TG_ARGV[0])::uuid]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Registrations are added as a set (a guest list imported, the seed): one refresh for the statement.
CREATE FUNCTION space_match_postings_on_registrations_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_ids uuid[];
  space_ids uuid[];
BEGIN
  SELECT array_agg(user_id), array_agg(event_id) INTO member_ids, space_ids FROM added
  WHERE status = 'APPROVED' AND user_id IS NOT NULL;
  IF member_ids IS NOT NULL THEN
    PERFORM space_match_postings_refresh(member_ids, space_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER space_match_postings_registrations_added AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION space_match_postings_on_registrations_added();--> statement-breakpoint
CREATE TRIGGER space_match_postings_registration_changed AFTER UPDATE OF status, user_id, event_id ON registrations
  FOR EACH ROW WHEN ((OLD.status = 'APPROVED' OR NEW.status = 'APPROVED') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.event_id IS DISTINCT FROM NEW.event_id))
  EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_registration_removed AFTER DELETE ON registrations
  FOR EACH ROW WHEN (OLD.status = 'APPROVED' AND OLD.user_id IS NOT NULL) EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_host AFTER INSERT OR UPDATE OR DELETE ON event_hosts
  FOR EACH ROW EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_added AFTER INSERT ON community_members
  FOR EACH ROW WHEN (NEW.status = 'APPROVED') EXECUTE FUNCTION space_match_postings_on_place('community_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_changed AFTER UPDATE OF status, user_id, community_id ON community_members
  FOR EACH ROW WHEN ((OLD.status = 'APPROVED' OR NEW.status = 'APPROVED') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.community_id IS DISTINCT FROM NEW.community_id))
  EXECUTE FUNCTION space_match_postings_on_place('community_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_removed AFTER DELETE ON community_members
  FOR EACH ROW WHEN (OLD.status = 'APPROVED') EXECUTE FUNCTION space_match_postings_on_place('community_id');
