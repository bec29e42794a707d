CREATE SEQUENCE "public"."review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_avatar" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"nickname_changed_at" timestamp with time zone,
	"avatar_url" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"use_first_discount" boolean DEFAULT false NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_article_topic" (
	"article_id" text NOT NULL,
	"topic_handle" text NOT NULL,
	CONSTRAINT "blog_article_topic_article_id_topic_handle_pk" PRIMARY KEY("article_id","topic_handle")
);
--> statement-breakpoint
CREATE TABLE "blog_article" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"category_handle" text NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"parts_keyword" text DEFAULT '' NOT NULL,
	"parts_category" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category" (
	"handle" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_topic" (
	"handle" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_handle" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "brand_url_handle_unique" UNIQUE("url_handle")
);
--> statement-breakpoint
CREATE TABLE "bundle" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"discount_percent" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_config" (
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyer_config_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"countdown_page" boolean DEFAULT false NOT NULL,
	"range" text NOT NULL,
	"range_details" jsonb NOT NULL,
	"banners" jsonb NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_percent" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cart_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"item_type" text DEFAULT 'NORMAL' NOT NULL,
	"bundle_id" integer DEFAULT 0 NOT NULL,
	"item_count" integer NOT NULL,
	"car_model" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"account_id" bigint,
	"visitor_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url_handle" text NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"display_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_value" real DEFAULT 0 NOT NULL,
	CONSTRAINT "category_url_handle_unique" UNIQUE("url_handle")
);
--> statement-breakpoint
CREATE TABLE "collection" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url_handle" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_url_handle_unique" UNIQUE("url_handle")
);
--> statement-breakpoint
CREATE TABLE "content_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"value" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "coupon_use" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"code" text NOT NULL,
	"account_id" bigint,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_info" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_code" (
	"account_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_code_account_id_purpose_pk" PRIMARY KEY("account_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "fitment" (
	"item_id" bigint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"trim" text,
	"engine" text,
	"sub_model" text DEFAULT '' NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"engine_code" text DEFAULT '' NOT NULL,
	"engine_type" text DEFAULT '' NOT NULL,
	"body_style" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_vehicle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garage_vehicle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"attribute_value_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"year_id" integer NOT NULL,
	"year_name" text NOT NULL,
	"make_node_id" integer NOT NULL,
	"make_name" text NOT NULL,
	"model_node_id" integer NOT NULL,
	"model_name" text NOT NULL,
	"trim_node_id" integer,
	"trim_name" text,
	"engine_node_id" integer,
	"engine_name" text,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"vin" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faq" (
	"shop_id" integer NOT NULL,
	"handle" text NOT NULL,
	"group_handle" text NOT NULL,
	"group_title" text NOT NULL,
	"group_summary" text NOT NULL,
	"group_sort" smallint NOT NULL,
	"sort" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "help_faq_shop_id_handle_pk" PRIMARY KEY("shop_id","handle")
);
--> statement-breakpoint
CREATE TABLE "help_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"shop_id" integer NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"email" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_word" (
	"word" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_content" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"detail_content" text DEFAULT '' NOT NULL,
	"installation" text DEFAULT '' NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"in_kind" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"special_note" text DEFAULT '' NOT NULL,
	"item_condition" text DEFAULT 'New' NOT NULL,
	"item_customs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_video_cover_url" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"part_number_customs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku_customs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_decorate" jsonb,
	"logistics_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"url_handle" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"part_number" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"collection_id" integer,
	"vehicle_universal" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"us_status" text NOT NULL,
	"ca_status" text NOT NULL,
	"us_original_price" integer NOT NULL,
	"us_discount_price" integer NOT NULL,
	"ca_original_price" integer NOT NULL,
	"ca_discount_price" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"available_total" integer DEFAULT 0 NOT NULL,
	"aces" boolean DEFAULT true NOT NULL,
	"campaign_mark" text DEFAULT '' NOT NULL,
	"rating_value" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fit_keys" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(part_number, '') || ' ' || coalesce(sub_title, '')), 'B')) STORED,
	CONSTRAINT "item_url_handle_unique" UNIQUE("url_handle")
);
--> statement-breakpoint
CREATE TABLE "known_device" (
	"account_id" bigint NOT NULL,
	"device_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_device_account_id_device_hash_pk" PRIMARY KEY("account_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "marketing_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" varchar(10) NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"visitor_key" text NOT NULL,
	"session_id" text NOT NULL,
	"click_id" text,
	"referrer" text,
	"order_no" text,
	"total_cent" bigint,
	"currency" char(3)
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bonus_earn_percent" integer NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity_join" (
	"activity_code" text NOT NULL,
	"account_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_activity_join_activity_code_account_id_pk" PRIMARY KEY("activity_code","account_id")
);
--> statement-breakpoint
CREATE TABLE "member_level" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" smallint NOT NULL,
	"min_spend_cent" integer NOT NULL,
	"earn_percent" integer NOT NULL,
	"perks" jsonb NOT NULL,
	CONSTRAINT "member_level_rank_unique" UNIQUE("rank")
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriber_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"item_type" text NOT NULL,
	"bundle_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"part_number" text NOT NULL,
	"url_handle" text NOT NULL,
	"main_image" text DEFAULT '' NOT NULL,
	"item_count" integer NOT NULL,
	"unit_original_cent" integer NOT NULL,
	"unit_price_cent" integer NOT NULL,
	"line_discount_cent" integer DEFAULT 0 NOT NULL,
	"line_total_cent" integer NOT NULL,
	"discount_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"car_model" jsonb
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"order_no" text NOT NULL,
	"owner_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" bigint,
	"cart_id" bigint,
	"access_key_hash" text NOT NULL,
	"email" text NOT NULL,
	"shop_id" smallint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"subtotal_cent" integer NOT NULL,
	"discount_cent" integer NOT NULL,
	"points_cent" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"shipping_cent" integer NOT NULL,
	"tax_cent" integer NOT NULL,
	"total_cent" integer NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"used_first_discount" boolean DEFAULT false NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"delivery_from" text,
	"delivery_to" text,
	"payment_method" text NOT NULL,
	"stock_released" boolean DEFAULT false NOT NULL,
	"payment_due_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"partnership_type" text NOT NULL,
	"country" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount_cent" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"return_url" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_photo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"review_id" bigint,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"account_id" bigint,
	"order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL,
	"doc_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_setting" (
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "shop_setting_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
CREATE TABLE "signup_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscribe" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_link" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" bigint NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_link_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "tracking_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"visitor_key" text NOT NULL,
	"session_id" text NOT NULL,
	"grp" char(1) NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_award_entry" (
	"id" uuid PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"story" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_award_photo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"byte_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_assertion_use" (
	"assertion_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_make" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_handle" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	CONSTRAINT "vehicle_make_url_handle_unique" UNIQUE("url_handle")
);
--> statement-breakpoint
CREATE TABLE "vehicle_model" (
	"id" integer PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_handle" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_node" (
	"id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"make_id" integer,
	"model_id" integer,
	"trim" text,
	"engine" text,
	"certain" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_article_topic" ADD CONSTRAINT "blog_article_topic_article_id_blog_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_topic" ADD CONSTRAINT "blog_article_topic_topic_handle_blog_topic_handle_fk" FOREIGN KEY ("topic_handle") REFERENCES "public"."blog_topic"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article" ADD CONSTRAINT "blog_article_category_handle_blog_category_handle_fk" FOREIGN KEY ("category_handle") REFERENCES "public"."blog_category"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_link" ADD CONSTRAINT "third_party_link_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_award_photo" ADD CONSTRAINT "ugc_award_photo_entry_id_ugc_award_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ugc_award_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_idx" ON "account" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "address_account_idx" ON "address" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_default_idx" ON "address" USING btree ("account_id") WHERE "address"."is_default";--> statement-breakpoint
CREATE INDEX "blog_article_topic_topic_idx" ON "blog_article_topic" USING btree ("topic_handle");--> statement-breakpoint
CREATE INDEX "blog_article_published_idx" ON "blog_article" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_article_category_idx" ON "blog_article" USING btree ("category_handle","published_at");--> statement-breakpoint
CREATE INDEX "bundle_items_idx" ON "bundle" USING gin ("item_ids" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_shop_code_idx" ON "campaign" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_shop_coupon_idx" ON "campaign" USING btree ("shop_id","coupon_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_key_idx" ON "cart_line" USING btree ("cart_id","sku_id","item_type","bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_uuid_idx" ON "cart" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_account_idx" ON "cart" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entry_code_idx" ON "content_entry" USING btree ("shop_id","type","code");--> statement-breakpoint
CREATE INDEX "content_entry_url_idx" ON "content_entry" USING btree ("shop_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_use_order_idx" ON "coupon_use" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_use_code_idx" ON "coupon_use" USING btree ("code","account_id");--> statement-breakpoint
CREATE INDEX "coupon_use_email_idx" ON "coupon_use" USING btree ("code","email");--> statement-breakpoint
CREATE INDEX "fitment_vehicle_idx" ON "fitment" USING btree ("model_id","year_from","year_to","item_id","trim","engine");--> statement-breakpoint
CREATE INDEX "fitment_make_idx" ON "fitment" USING btree ("make_id","year_from","year_to","item_id");--> statement-breakpoint
CREATE INDEX "fitment_item_idx" ON "fitment" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicle_node_idx" ON "garage_vehicle" USING btree ("account_id","attribute_value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicle_default_idx" ON "garage_vehicle" USING btree ("account_id") WHERE "garage_vehicle"."is_default";--> statement-breakpoint
CREATE INDEX "help_feedback_email_idx" ON "help_feedback" USING btree ("email");--> statement-breakpoint
CREATE INDEX "item_search_idx" ON "item" USING gin ("search");--> statement-breakpoint
CREATE INDEX "item_universal_search_idx" ON "item" USING gin ("search") WHERE "item"."vehicle_universal";--> statement-breakpoint
CREATE INDEX "item_title_trgm_idx" ON "item" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_universal_title_trgm_idx" ON "item" USING gin ("title" gin_trgm_ops) WHERE "item"."vehicle_universal";--> statement-breakpoint
CREATE INDEX "item_fit_keys_search_idx" ON "item" USING gin ("fit_keys","search");--> statement-breakpoint
CREATE INDEX "item_universal_idx" ON "item" USING btree ("category_id") WHERE "item"."vehicle_universal";--> statement-breakpoint
CREATE INDEX "item_category_idx" ON "item" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "item_brand_idx" ON "item" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "item_collection_idx" ON "item" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_event_event_id_idx" ON "marketing_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "marketing_event_kind_at_idx" ON "marketing_event" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "marketing_event_received_idx" ON "marketing_event" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "member_points_account_idx" ON "member_points" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_welcome_idx" ON "member_points" USING btree ("account_id") WHERE "member_points"."kind" = 'WELCOME_BONUS';--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_order_idx" ON "member_points" USING btree ("order_id","kind") WHERE "member_points"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_idx" ON "newsletter_subscriber" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_key_idx" ON "newsletter_subscriber" USING btree ("unsubscribe_key");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_no_idx" ON "shop_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_idempotency_idx" ON "shop_order" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_order_account_idx" ON "shop_order" USING btree ("account_id","placed_at");--> statement-breakpoint
CREATE INDEX "shop_order_due_idx" ON "shop_order" USING btree ("payment_due_at") WHERE "shop_order"."status" = 'AWAITING_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_first_discount_idx" ON "shop_order" USING btree ("account_id") WHERE "shop_order"."used_first_discount" and "shop_order"."status" <> 'PAYMENT_FAILED' and "shop_order"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "partnership_application_email_idx" ON "partnership_application" USING btree ("email");--> statement-breakpoint
CREATE INDEX "password_reset_account_idx" ON "password_reset" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_public_idx" ON "payment" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refresh_token_account_idx" ON "refresh_token" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "review_photo_review_idx" ON "review_photo" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_photo_account_idx" ON "review_photo" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "review_item_idx" ON "review" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_item_account_idx" ON "review" USING btree ("item_id","account_id") WHERE "review"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_word_prefix_idx" ON "search_word" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "session_family_idx" ON "session" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "signup_link_email_idx" ON "signup_link" USING btree ("email");--> statement-breakpoint
CREATE INDEX "third_party_link_account_idx" ON "third_party_link" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_event_event_id_idx" ON "tracking_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tracking_event_report_idx" ON "tracking_event" USING btree ("name","page_type","at");--> statement-breakpoint
CREATE INDEX "tracking_event_received_idx" ON "tracking_event" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "ugc_award_entry_year_category_idx" ON "ugc_award_entry" USING btree ("year","category");--> statement-breakpoint
CREATE INDEX "ugc_award_entry_email_idx" ON "ugc_award_entry" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_award_photo_entry_position_idx" ON "ugc_award_photo" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "vehicle_model_make_idx" ON "vehicle_model" USING btree ("make_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_model_handle_idx" ON "vehicle_model" USING btree ("make_id","url_handle");--> statement-breakpoint
CREATE INDEX "vehicle_node_parent_idx" ON "vehicle_node" USING btree ("parent_id");--> statement-breakpoint
-- Item storage (appended to 0001_init by scripts/regen-init-migration.cjs): a tenth of each page left
-- free, so a stock or rating change rewrites the row on its own page (a HOT update: no index
-- entry written) and the loader's search order (src/catalog/load-catalog.ts) lasts.
ALTER TABLE "item" SET (fillfactor = 90);
--> statement-breakpoint
-- Search upkeep (appended to 0001_init by scripts/regen-init-migration.cjs): item.fit_keys follows the
-- fitment rows. The encoding matches src/catalog/search/fit-keys.ts (((id * 256 + year - 1900) * 4) + kind;
-- kind 0 year, 1 make-year, 2 model-year, 3 model-year for every trim and engine).
CREATE OR REPLACE FUNCTION item_fit_keys(p_item_id bigint) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::integer[])
  FROM fitment f
  CROSS JOIN LATERAL generate_series(f.year_from::int, f.year_to::int) AS y
  CROSS JOIN LATERAL unnest(ARRAY[
    (0 * 256 + y - 1900) * 4 + 0,
    (f.make_id * 256 + y - 1900) * 4 + 1,
    (f.model_id * 256 + y - 1900) * 4 + 2,
    CASE WHEN f.trim IS NULL AND f.engine IS NULL THEN (f.model_id * 256 + y - 1900) * 4 + 3 END
  ]) AS k
  WHERE f.item_id = p_item_id AND k IS NOT NULL
$$;
--> statement-breakpoint
-- One UPDATE per statement over the items it touched (transition table `changed`), not one per row.
CREATE OR REPLACE FUNCTION fitment_refresh_fit_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item SET fit_keys = item_fit_keys(item.id) WHERE item.id IN (SELECT DISTINCT item_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_insert AFTER INSERT ON fitment REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_delete AFTER DELETE ON fitment REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
-- An update can move a row from one item to another: both sides are refreshed.
CREATE TRIGGER fitment_fit_keys_update_old AFTER UPDATE ON fitment REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_update_new AFTER UPDATE ON fitment REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
