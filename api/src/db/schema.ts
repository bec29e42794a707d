/**
 * The one schema module of the commerce API (Drizzle pg-core). Runs unchanged on PGlite (embedded)
 * and PostgreSQL 15+. Migrations in api/drizzle/ are generated from it with drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ── Vehicle taxonomy (derived from NHTSA vPIC at setup) ─────────────────────────────────────────
/**
 * One node per path Year → Make → Model → Trim → Engine (level codes 1–5, spec §3). The id of the
 * deepest chosen node is the vehicle's attributeValueId. Ids follow display order (years newest
 * first, names A–Z), so siblings sort by id. `certain` is false for trim/engine pairings that vPIC
 * does not tie together; `trim` is NULL on the stand-in trims "All Trims" / "Other Trims" (see
 * api/src/taxonomy/README.md).
 */
export const vehicleNodes = pgTable(
  'vehicle_node',
  {
    id: integer('id').primaryKey(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    /** vPIC make id (NULL on year nodes). */
    makeId: integer('make_id'),
    /** vPIC model id (levels 3–5). */
    modelId: integer('model_id'),
    trim: text('trim'),
    engine: text('engine'),
    certain: boolean('certain').notNull().default(true),
  },
  // One index: children by parent (names are matched among a few hundred siblings at most). Each
  // extra index slowed loading the 93k nodes into PGlite by ~0.2 s.
  (t) => [index('vehicle_node_parent_idx').on(t.parentId)],
);

/** vPIC makes and models kept for names, images and fitment joins. */
export const vehicleMakes = pgTable('vehicle_make', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlHandle: text('url_handle').notNull().unique(),
  yearFrom: smallint('year_from').notNull(),
  yearTo: smallint('year_to').notNull(),
});

export const vehicleModels = pgTable(
  'vehicle_model',
  {
    id: integer('id').primaryKey(),
    makeId: integer('make_id').notNull(),
    name: text('name').notNull(),
    /** Unique within the make. */
    urlHandle: text('url_handle').notNull(),
    /** vPIC vehicle type: Passenger Car, Truck or MPV. */
    vehicleType: text('vehicle_type').notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
  },
  (t) => [index('vehicle_model_make_idx').on(t.makeId), uniqueIndex('vehicle_model_handle_idx').on(t.makeId, t.urlHandle)],
);

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────
export const categories = pgTable('category', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  urlHandle: text('url_handle').notNull().unique(),
  level: smallint('level').notNull(),
  sort: integer('sort').notNull().default(0),
  imageUrl: text('image_url').notNull().default(''),
  /** Back-category display attributes (spec §7): which item fields a listing shows. */
  displayAttributes: jsonb('display_attributes').notNull().default(sql`'[]'::jsonb`),
  seo: jsonb('seo').notNull().default(sql`'{}'::jsonb`),
  /** Reviews of the category's listed items (spec §3 reviewInfo.collectionReviewCount / collectionRatingValue). */
  reviewCount: integer('review_count').notNull().default(0),
  ratingValue: real('rating_value').notNull().default(0),
});

export const brands = pgTable('brand', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlHandle: text('url_handle').notNull().unique(),
  logoUrl: text('logo_url').notNull().default(''),
});

export const collections = pgTable('collection', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  urlHandle: text('url_handle').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/**
 * What search, listings and facets read: kept narrow (the long content is in item_content) so a scan
 * over thousands of matches touches few pages.
 */
export const items = pgTable(
  'item',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    urlHandle: text('url_handle').notNull().unique(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    partNumber: text('part_number').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    collectionId: integer('collection_id'),
    vehicleUniversal: boolean('vehicle_universal').notNull().default(false),
    status: text('status').notNull(),
    usStatus: text('us_status').notNull(),
    caStatus: text('ca_status').notNull(),
    usOriginalPrice: integer('us_original_price').notNull(),
    usDiscountPrice: integer('us_discount_price').notNull(),
    caOriginalPrice: integer('ca_original_price').notNull(),
    caDiscountPrice: integer('ca_discount_price').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    availableTotal: integer('available_total').notNull().default(0),
    aces: boolean('aces').notNull().default(true),
    campaignMark: text('campaign_mark').notNull().default(''),
    ratingValue: real('rating_value').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Vehicle fitment as index keys (src/catalog/search/fit-keys.ts), kept by the fitment triggers. */
    fitKeys: integer('fit_keys').array().notNull().default(sql`'{}'::integer[]`),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(part_number, '') || ' ' || coalesce(sub_title, '')), 'B')`,
    ),
  },
  (t) => [
    index('item_search_idx').using('gin', t.search),
    // Universal parts join every vehicle search: their own text indexes keep that branch small.
    index('item_universal_search_idx').using('gin', t.search).where(sql`${t.vehicleUniversal}`),
    index('item_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('item_universal_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).where(sql`${t.vehicleUniversal}`),
    // "Fits this year / make-year / model-year" (and, with a keyword, "… and matches it") in one GIN scan:
    // GIN intersects the vehicle's short posting list with the keyword's long one by skipping, where a
    // BitmapAnd of two indexes builds the keyword's whole bitmap (16k items for "headlight") first.
    index('item_fit_keys_search_idx').using('gin', t.fitKeys, t.search),
    // All universal items of a category (the universal half of a vehicle search without a keyword);
    // without it the planner reads the whole universal trigram index to find them.
    index('item_universal_idx').on(t.categoryId).where(sql`${t.vehicleUniversal}`),
    index('item_category_idx').on(t.categoryId),
    index('item_brand_idx').on(t.brandId),
    index('item_collection_idx').on(t.collectionId),
  ],
);

/** The product page's long fields (spec §3), one row per item. */
export const itemContents = pgTable('item_content', {
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  detailContent: text('detail_content').notNull().default(''),
  installation: text('installation').notNull().default(''),
  warranty: text('warranty').notNull().default(''),
  country: text('country').notNull().default(''),
  location: text('location').notNull().default(''),
  quantity: integer('quantity').notNull().default(1),
  inKind: text('in_kind').notNull().default(''),
  alt: text('alt').notNull().default(''),
  specialNote: text('special_note').notNull().default(''),
  itemCondition: text('item_condition').notNull().default('New'),
  itemCustoms: jsonb('item_customs').notNull().default(sql`'[]'::jsonb`),
  itemImages: jsonb('item_images').notNull().default(sql`'[]'::jsonb`),
  additionalVideos: jsonb('additional_videos').notNull().default(sql`'[]'::jsonb`),
  additionalVideoCoverUrl: text('additional_video_cover_url').notNull().default(''),
  barCode: text('bar_code').notNull().default(''),
  color: text('color').notNull().default(''),
  partNumberCustoms: jsonb('part_number_customs').notNull().default(sql`'[]'::jsonb`),
  skuCustoms: jsonb('sku_customs').notNull().default(sql`'[]'::jsonb`),
  itemDecorate: jsonb('item_decorate'),
  logisticsList: jsonb('logistics_list').notNull().default(sql`'[]'::jsonb`),
  seo: jsonb('seo').notNull().default(sql`'{}'::jsonb`),
});

/** ACES-style applications: a year range of a make/model, optionally narrowed to a trim and engine. */
export const fitments = pgTable(
  'fitment',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
    trim: text('trim'),
    engine: text('engine'),
    subModel: text('sub_model').notNull().default(''),
    series: text('series').notNull().default(''),
    engineCode: text('engine_code').notNull().default(''),
    engineType: text('engine_type').notNull().default(''),
    bodyStyle: text('body_style').notNull().default(''),
    location: text('location').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [
    // Carries trim and engine too, so a vehicle's verdicts come from the index alone (index-only scan).
    index('fitment_vehicle_idx').on(t.modelId, t.yearFrom, t.yearTo, t.itemId, t.trim, t.engine),
    index('fitment_make_idx').on(t.makeId, t.yearFrom, t.yearTo, t.itemId),
    index('fitment_item_idx').on(t.itemId),
  ],
);

/**
 * Ids of reviews buyers write; the seeded reviews take theirs from the generator, and loading the
 * dataset moves this past the highest of them.
 */
export const reviewIdSequence = pgSequence('review_id_seq', { startWith: 1 });

/**
 * Reviews of an item (spec §3 reviewInfo counts them). Seeded ones have no account; a buyer's review
 * carries the account and the delivered order it is based on, one per buyer and item. Title and body
 * are plain text, stored as typed (the storefront escapes them when it renders).
 */
export const reviews = pgTable(
  'review',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
  },
  (t) => [
    index('review_item_idx').on(t.itemId),
    uniqueIndex('review_item_account_idx').on(t.itemId, t.accountId).where(sql`${t.accountId} is not null`),
  ],
);

/**
 * Photos a buyer uploads for a review: uploaded first (bytes in the blob store), then attached to the
 * review it is sent with. One review holds at most 3.
 */
export const reviewPhotos = pgTable(
  'review_photo',
  {
    id: uuid('id').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    reviewId: bigint('review_id', { mode: 'number' }),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photo_review_idx').on(t.reviewId), index('review_photo_account_idx').on(t.accountId)],
);

export const bundles = pgTable(
  'bundle',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    itemIds: jsonb('item_ids').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
  },
  (t) => [index('bundle_items_idx').using('gin', sql`${t.itemIds} jsonb_path_ops`)],
);

export const hotWords = pgTable('hot_word', {
  word: text('word').primaryKey(),
  rank: integer('rank').notNull(),
});

/** Words of the listed titles, brand and category names, for "did you mean" (trigram) and suggestions (prefix). */
export const searchWords = pgTable(
  'search_word',
  {
    word: text('word').primaryKey(),
    /** How many texts hold the word: the more common spelling wins a tie. */
    docCount: integer('doc_count').notNull(),
  },
  (t) => [
    index('search_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_word_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  ],
);

/** Shop settings and buyer config: JSON-valued keys per shop (spec §3 "Shop settings and content"). */
export const shopSettings = pgTable(
  'shop_setting',
  {
    shopId: integer('shop_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.key] })],
);

export const buyerConfigs = pgTable(
  'buyer_config',
  {
    shopId: integer('shop_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.key] })],
);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────
export const accounts = pgTable(
  'account',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    nicknameChangedAt: timestamp('nickname_changed_at', { withTimezone: true }),
    avatarUrl: text('avatar_url').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    useFirstDiscount: boolean('use_first_discount').notNull().default(false),
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Short-lived bearer (access) tokens, stored as SHA-256 hashes: a database leak does not leak
 * sessions. `familyId` is the sign-in they belong to (one login or registration), shared with its
 * refresh tokens: signing out or detecting a stolen refresh token ends the whole family.
 */
export const sessions = pgTable(
  'session',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    familyId: uuid('family_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_account_idx').on(t.accountId), index('session_family_idx').on(t.familyId)],
);

/**
 * Refresh tokens (SHA-256 hashes only), held by the browser in an httpOnly cookie. Each is used
 * once: refreshing sets `rotatedAt` and issues the next one of the family. A rotated row is kept
 * until it expires, so presenting it again is recognised as reuse (theft) and ends the family.
 */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    familyId: uuid('family_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_token_account_idx').on(t.accountId), index('refresh_token_family_idx').on(t.familyId)],
);

/**
 * Third-party sign-in (spec §7 third-register / third-login): which account an outside identity
 * (provider + that provider's stable subject id) opens. One identity opens one account; the email is
 * what the provider said when the link was made (for support; the account's email may change).
 */
export const thirdPartyLinks = pgTable(
  'third_party_link',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('third_party_link_account_idx').on(t.accountId)],
);

/** Provider assertions already used to sign in or register (single use), kept until they expire. */
export const usedThirdPartyAssertions = pgTable('third_party_assertion_use', {
  assertionId: text('assertion_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Forgot-password tokens (SHA-256 hashes only), 30 minutes, single use. */
export const passwordResets = pgTable(
  'password_reset',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_account_idx').on(t.accountId)],
);

/**
 * Email verification and change codes (6 digits, SHA-256 only, 30 minutes, single use, 5 wrong
 * attempts). One live code per account and purpose: a new one replaces the older. `email` is the
 * address the code was sent to (the current one, or the new one of a change).
 */
export const emailCodes = pgTable(
  'email_code',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Attempts made with this code (a wrong one counts; a right one ends the code). */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.purpose] })],
);

/**
 * Abuse-limit counters (api/src/limits): rate-limiter-flexible's Postgres store, one row per limited
 * key (hashed), shared by every API process. The library writes rows as (key, points, expire), in
 * that column order; `expire` is epoch milliseconds.
 */
export const rateLimits = pgTable('rate_limit', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Devices that signed in to an account (the storefront's visitor key, hashed with the account id):
 * a known device is not held back by the limits an attacker's guesses put on the account.
 */
export const knownDevices = pgTable(
  'known_device',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    deviceHash: text('device_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.deviceHash] })],
);

/**
 * The buyer's avatar image (PNG, JPEG, WebP or GIF, at most 2 MiB), one per account; `version` grows
 * per upload. The bytes are in the blob store, not here.
 */
export const accountAvatars = pgTable('account_avatar', {
  accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
  contentType: text('content_type').notNull(),
  /** Where the image's bytes are in the blob store (blobs/blob-store.ts): a new key per upload. */
  blobKey: text('blob_key').notNull(),
  byteSize: integer('byte_size').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved vehicles of a signed-in buyer (spec §3 "Garage vehicle"). The taxonomy ids and names are
 * kept as they were when saved: the taxonomy may be rebuilt (ids can change with a new vPIC
 * snapshot), and the list then tells which saved vehicles no longer match it. At most one default
 * per account; one row per deepest node (attributeValueId) per account.
 */
export const garageVehicles = pgTable(
  'garage_vehicle',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    attributeValueId: integer('attribute_value_id').notNull(),
    level: smallint('level').notNull(),
    yearId: integer('year_id').notNull(),
    yearName: text('year_name').notNull(),
    makeNodeId: integer('make_node_id').notNull(),
    makeName: text('make_name').notNull(),
    modelNodeId: integer('model_node_id').notNull(),
    modelName: text('model_name').notNull(),
    trimNodeId: integer('trim_node_id'),
    trimName: text('trim_name'),
    engineNodeId: integer('engine_node_id'),
    engineName: text('engine_name'),
    /** vPIC make and model ids (vehicle_make.id, vehicle_model.id). */
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    vin: text('vin'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('garage_vehicle_node_idx').on(t.accountId, t.attributeValueId),
    uniqueIndex('garage_vehicle_default_idx').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Member points ledger: one row per change (positive or negative). `status` AVAILABLE counts in
 * `points`, PENDING in `pendingPoints`. The welcome bonus is written once per account (unique index).
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The order that earned (ORDER_EARN) or spent (ORDER_REDEEM, ORDER_REFUND) the points. */
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_points_account_idx').on(t.accountId, t.createdAt, t.id),
    uniqueIndex('member_points_welcome_idx').on(t.accountId).where(sql`${t.kind} = 'WELCOME_BONUS'`),
    // One earn, one redeem and one refund per order.
    uniqueIndex('member_points_order_idx').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Member levels (spec §7 Members "member-level"): data, not code. A buyer's level is the highest
 * whose `minSpendCent` their lifetime paid spend reaches; `earnPercent` is the points earned per
 * 100 cents paid, as a percentage (100 = 1 point per dollar).
 */
export const memberLevels = pgTable('member_level', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  rank: smallint('rank').notNull().unique(),
  minSpendCent: integer('min_spend_cent').notNull(),
  earnPercent: integer('earn_percent').notNull(),
  /** What the level gives, one sentence each, shown on the rule page. */
  perks: jsonb('perks').$type<string[]>().notNull(),
});

/**
 * Member activities (spec §7 "member-activity/SEPTEMBER_MEMBER_MONTH"): a window in which members
 * who joined earn `bonusEarnPercent` on top of their level's rate. Dates are data (ensure-member-program.ts).
 */
export const memberActivities = pgTable('member_activity', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  bonusEarnPercent: integer('bonus_earn_percent').notNull(),
  rules: jsonb('rules').$type<string[]>().notNull(),
});

/** Who joined which activity: one row per buyer and activity (joining twice changes nothing). */
export const memberActivityJoins = pgTable(
  'member_activity_join',
  {
    activityCode: text('activity_code').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityCode, t.accountId] })],
);

// ── Cart ────────────────────────────────────────────────────────────────────────────────────────
/**
 * Carts (spec §3 "Cart"): a guest cart is known only by its random `uuid` (the storefront keeps it;
 * it is the guest's bearer secret); an account cart has `account_id` (at most one per account) and is
 * only ever reached with the account's token. A guest cart merged at sign-in is deleted.
 */
export const carts = pgTable(
  'cart',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    /**
     * A guest cart: SHA-256 of the visitor key of the browser that made it. Only a sign-in from that
     * browser may merge it into an account (proof of possession beyond the UUID).
     */
    visitorHash: text('visitor_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLs are distinct: any number of guest carts, one cart per account.
  (t) => [uniqueIndex('cart_uuid_idx').on(t.uuid), uniqueIndex('cart_account_idx').on(t.accountId)],
);

/**
 * Cart lines. The line key is sku + item type + bundle (spec §3); `bundle_id` 0 = not part of a
 * bundle (answered as null), so the key is one plain unique index. `car_model` is the vehicle the
 * part was chosen for, as the storefront sent it.
 */
export const cartLines = pgTable(
  'cart_line',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemType: text('item_type').notNull().default('NORMAL'),
    bundleId: integer('bundle_id').notNull().default(0),
    itemCount: integer('item_count').notNull(),
    carModel: jsonb('car_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_line_key_idx').on(t.cartId, t.skuId, t.itemType, t.bundleId)],
);

/** What dataset the database holds (size, seed, counts), so a restart can reuse it. */
export const datasetInfo = pgTable('dataset_info', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ── Buying: addresses, orders, payments, promotions (spec §3 Cart/Price, §7 Addresses/Promotion) ─────
/**
 * A buyer's saved addresses (spec §7 Addresses). `country` is US or CA; `state` the two-letter state,
 * province or territory code; at most one default per account.
 */
export const addresses = pgTable(
  'address',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_account_idx').on(t.accountId), uniqueIndex('address_default_idx').on(t.accountId).where(sql`${t.isDefault}`)],
);

/**
 * Orders. Everything a shopper was charged is recorded as it was at placement (lines, addresses,
 * totals, discounts), so a later price or catalog change never alters a placed order. Money in
 * integer cents of `currency`. `owner_key` is `a:<accountId>` or `c:<cartUUID>` (a guest's cart):
 * an idempotency key is unique per owner, so a retried placement answers the same order and a key
 * cannot reach another shopper's order. A guest reads the order with the access key handed out at
 * placement (stored as SHA-256 only).
 */
export const orders = pgTable(
  'shop_order',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    orderNo: text('order_no').notNull(),
    ownerKey: text('owner_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    cartId: bigint('cart_id', { mode: 'number' }),
    accessKeyHash: text('access_key_hash').notNull(),
    email: text('email').notNull(),
    shopId: smallint('shop_id').notNull(),
    currency: text('currency').notNull(),
    /** AWAITING_PAYMENT → PAID → SHIPPED → DELIVERED; CANCELLED; PAYMENT_FAILED. */
    status: text('status').notNull(),
    subtotalCent: integer('subtotal_cent').notNull(),
    discountCent: integer('discount_cent').notNull(),
    pointsCent: integer('points_cent').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    shippingCent: integer('shipping_cent').notNull(),
    taxCent: integer('tax_cent').notNull(),
    totalCent: integer('total_cent').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    couponCode: text('coupon_code'),
    usedFirstDiscount: boolean('used_first_discount').notNull().default(false),
    /** The order-level discounts with their reasons, as the calculator answered them. */
    discounts: jsonb('discounts').notNull().default(sql`'[]'::jsonb`),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    deliveryFrom: text('delivery_from'),
    deliveryTo: text('delivery_to'),
    paymentMethod: text('payment_method').notNull(),
    /** Stock is reserved at placement and given back once (payment failed, cancelled, timed out). */
    stockReleased: boolean('stock_released').notNull().default(false),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_order_no_idx').on(t.orderNo),
    uniqueIndex('shop_order_idempotency_idx').on(t.ownerKey, t.idempotencyKey),
    index('shop_order_account_idx').on(t.accountId, t.placedAt),
    index('shop_order_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    // The first-order discount is used once per account (spec §3 useFirstDiscount).
    uniqueIndex('shop_order_first_discount_idx').on(t.accountId).where(sql`${t.usedFirstDiscount} and ${t.status} <> 'PAYMENT_FAILED' and ${t.status} <> 'CANCELLED'`),
  ],
);

/** An order's lines as they were bought: titles, prices and the vehicle they were chosen for. */
export const orderLines = pgTable(
  'order_line',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemType: text('item_type').notNull(),
    bundleId: integer('bundle_id').notNull().default(0),
    title: text('title').notNull(),
    partNumber: text('part_number').notNull(),
    urlHandle: text('url_handle').notNull(),
    mainImage: text('main_image').notNull().default(''),
    itemCount: integer('item_count').notNull(),
    unitOriginalCent: integer('unit_original_cent').notNull(),
    unitPriceCent: integer('unit_price_cent').notNull(),
    lineDiscountCent: integer('line_discount_cent').notNull().default(0),
    lineTotalCent: integer('line_total_cent').notNull(),
    discountReasons: jsonb('discount_reasons').notNull().default(sql`'[]'::jsonb`),
    carModel: jsonb('car_model'),
  },
  (t) => [index('order_line_order_idx').on(t.orderId)],
);

/**
 * Payment attempts of an order, one provider (`provider`, e.g. test-gateway) per method. `provider_ref`
 * is the provider's id of the payment; webhook and callback results are applied once (status moves
 * only out of PENDING / REQUIRES_ACTION).
 */
export const payments = pgTable(
  'payment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    publicId: text('public_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** PENDING, REQUIRES_ACTION, SUCCEEDED, FAILED, CANCELLED. */
    status: text('status').notNull(),
    amountCent: integer('amount_cent').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    returnUrl: text('return_url').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_public_idx').on(t.publicId), index('payment_order_idx').on(t.orderId)],
);

/**
 * Coupon uses, for the per-account and per-email limits of the coupon types (spec §3 shop settings).
 * A row is written with the order and removed when the order is cancelled or its payment fails.
 */
export const couponUses = pgTable(
  'coupon_use',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_use_order_idx').on(t.orderId), index('coupon_use_code_idx').on(t.code, t.accountId), index('coupon_use_email_idx').on(t.code, t.email)],
);

// ── Newsletter, sign-up links, partnership applications ────────────────────────────────────────
/**
 * Newsletter subscriptions (spec §7 subscribe/confirm/v2, info, unsubscribe), one row per address
 * (stored normalised: trimmed, lower-case). Unsubscribing keeps the row with `subscribed` false.
 * `unsubscribeKey` is random (32 bytes, base64url), made once per row: the confirmation email's
 * unsubscribe link carries it, so only the mailbox's owner can unsubscribe the address.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscriber',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    /** Where the shopper subscribed (footer, createAccount, …): free text, at most 40 characters. */
    source: text('source').notNull().default(''),
    unsubscribeKey: text('unsubscribe_key').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriber_email_idx').on(t.email), uniqueIndex('newsletter_subscriber_key_idx').on(t.unsubscribeKey)],
);

/**
 * Sign-up links (spec §7 register/send-email → register/no-password): a random token of which only
 * the SHA-256 is stored, for an address with no account yet; 60 minutes, single use.
 */
export const signupLinks = pgTable(
  'signup_link',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    /** The shopper asked for the newsletter when asking for the link. */
    subscribe: boolean('subscribe').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('signup_link_email_idx').on(t.email)],
);

/** Applications from the /partnership page: parts brands, installers and affiliates (US or Canada). */
export const partnershipApplications = pgTable(
  'partnership_application',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** BRAND, INSTALLER or AFFILIATE. */
    partnershipType: text('partnership_type').notNull(),
    /** US or CA. */
    country: text('country').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partnership_application_email_idx').on(t.email)],
);

/**
 * Campaigns (spec §2 /campaign/…, §3 Campaign), per shop. The dates are a rule (`range`,
 * `range_details`, api/src/campaigns/campaign-calendar.ts) resolved when read, so they never go stale;
 * the coupon code works at checkout while the campaign runs.
 */
export const campaigns = pgTable(
  'campaign',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    /** The route's last segment, e.g. `sneak-peek`. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    active: boolean('active').notNull().default(true),
    /** A countdown page shows before the start (from countdownStartTime). */
    countdownPage: boolean('countdown_page').notNull().default(false),
    /** YEARLY or WEEKLY. */
    range: text('range').notNull(),
    rangeDetails: jsonb('range_details').notNull(),
    /** `[{ code, value }]`: value holds the desktop and mobile art. */
    banners: jsonb('banners').notNull(),
    /** Upper case; unique per shop among campaigns. */
    couponCode: text('coupon_code').notNull(),
    couponPercent: integer('coupon_percent').notNull(),
    /** `[{ id, title, keyword }]`: item sections, each a catalog query. */
    sections: jsonb('sections').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('campaign_shop_code_idx').on(t.shopId, t.code), uniqueIndex('campaign_shop_coupon_idx').on(t.shopId, t.couponCode)],
);

// ── Blog (spec §2 Blogs) ────────────────────────────────────────────────────────────────────────
/** Blog categories (/blogs/categories/[seoUrlHandle]); seeded from api/src/blog/blog-taxonomy.ts. */
export const blogCategories = pgTable('blog_category', {
  handle: text('handle').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Blog topics, the tags of an article (/blogs/topic/[seoUrlHandle]). */
export const blogTopics = pgTable('blog_topic', {
  handle: text('handle').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

/**
 * Blog articles (/blogs/[id]): the body is Markdown, rendered and sanitized by the API when read
 * (api/src/blog/markdown), so an article edited here shows without a rebuild. An article whose
 * `published_at` is still ahead is not listed or served. `parts_keyword` / `parts_category` (a
 * catalog category's url handle) are the related parts' query.
 */
export const blogArticles = pgTable(
  'blog_article',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    categoryHandle: text('category_handle').notNull().references(() => blogCategories.handle),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    featured: boolean('featured').notNull().default(false),
    partsKeyword: text('parts_keyword').notNull().default(''),
    partsCategory: text('parts_category').notNull().default(''),
  },
  (t) => [index('blog_article_published_idx').on(t.publishedAt), index('blog_article_category_idx').on(t.categoryHandle, t.publishedAt)],
);

/** Which topics an article carries. */
export const blogArticleTopics = pgTable(
  'blog_article_topic',
  {
    articleId: text('article_id').notNull().references(() => blogArticles.id, { onDelete: 'cascade' }),
    topicHandle: text('topic_handle').notNull().references(() => blogTopics.handle),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.topicHandle] }), index('blog_article_topic_topic_idx').on(t.topicHandle)],
);

// ── Help centre: questions and feedback ───────────────────────────────────────────────────────
/**
 * The help centre's questions per shop (spec §2 `/help`, `/help/faq`), written from
 * api/src/help/faq-data.ts at every start. `handle` is the deep link (`/help/faq#<handle>`).
 */
export const helpFaqs = pgTable(
  'help_faq',
  {
    shopId: integer('shop_id').notNull(),
    handle: text('handle').notNull(),
    groupHandle: text('group_handle').notNull(),
    groupTitle: text('group_title').notNull(),
    groupSummary: text('group_summary').notNull(),
    groupSort: smallint('group_sort').notNull(),
    sort: smallint('sort').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.handle] })],
);

/** Messages from the /help/feedback form: a topic from a fixed list, the shopper's email, optionally an order and the page. */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    shopId: integer('shop_id').notNull(),
    /** One of api/src/help/feedback-rules.ts FEEDBACK_TOPICS. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    email: text('email').notNull(),
    orderNo: text('order_no').notNull().default(''),
    pageUrl: text('page_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_feedback_email_idx').on(t.email)],
);

// ── Content (spec §3 "Shop settings and content", §7 content-config) ─────────────────────────────
/**
 * The shop's content entries as data (announcement, banners, discount window, …): what a page shows
 * changes with a row, not a rebuild. `type` is one of api/src/content-config/content-types.ts;
 * `code` names the entry within its shop and type; `value` is the entry's JSON (texts, links, image
 * paths relative to the file address); shown while `active` and `starts_at` ≤ now < `ends_at`
 * (either bound optional). `url` attaches the entry to one page path (important category banner).
 */
export const contentEntries = pgTable(
  'content_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    value: jsonb('value').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A page path (`/brake-pads`), lower-case, no query or trailing slash. */
    url: text('url'),
  },
  (t) => [uniqueIndex('content_entry_code_idx').on(t.shopId, t.type, t.code), index('content_entry_url_idx').on(t.shopId, t.url)],
);

/**
 * Entries to the UGC awards (/ugc-awards/submit, api/src/programs): a customer's install story in
 * one of the year's categories, with 1–3 photos. Written in one transaction with its photos.
 */
export const ugcAwardEntries = pgTable(
  'ugc_award_entry',
  {
    id: uuid('id').primaryKey(),
    /** The awards year the entry is for (the year it was sent). */
    year: smallint('year').notNull(),
    /** A category id of programs/ugc-awards.ts (BEST_DIY_INSTALL, …). */
    category: text('category').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    story: text('story').notNull(),
    /** When the entrant agreed to the rules and to the photos being shown (the form's consent box). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ugc_award_entry_year_category_idx').on(t.year, t.category), index('ugc_award_entry_email_idx').on(t.email)],
);

/** The photos of an award entry (bytes in the blob store, like review photos). */
export const ugcAwardPhotos = pgTable(
  'ugc_award_photo',
  {
    id: uuid('id').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ugcAwardEntries.id, { onDelete: 'cascade' }),
    /** 1–3, the order the entrant chose them in. */
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [uniqueIndex('ugc_award_photo_entry_position_idx').on(t.entryId, t.position)],
);

// ── Signals (spec §7 "Tracking", api/src/tracking) ───────────────────────────────────────────────
/**
 * Behaviour events as the browser's tracker sends them: append-only, millions of rows. `event_id`
 * (the tracker's 10-character id) is unique so a retried or resent batch lands once. `at` is the
 * client's clock, `received_at` ours: retention prunes by `received_at` (a BRIN index: tiny, and
 * rows arrive in its order), the reports read by name, page type and `at`.
 */
export const trackingEvents = pgTable(
  'tracking_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: varchar('event_id', { length: 10 }).notNull(),
    name: text('name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    pageType: text('page_type').notNull(),
    path: text('path').notNull(),
    visitorKey: text('visitor_key').notNull(),
    sessionId: text('session_id').notNull(),
    /** The client A/B group, A or B. */
    grp: char('grp', { length: 1 }).notNull(),
    /** Flat values only (tracking-rules.ts). */
    props: jsonb('props').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('tracking_event_event_id_idx').on(t.eventId),
    index('tracking_event_report_idx').on(t.name, t.pageType, t.at),
    index('tracking_event_received_idx').using('brin', t.receivedAt),
  ],
);

/** Marketing page loads and conversions (spec §7 `/buyer/marketing/page-load`, `/conversion`): append-only like tracking_event. */
export const marketingEvents = pgTable(
  'marketing_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: varchar('event_id', { length: 10 }).notNull(),
    /** page_load or conversion. */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    pageType: text('page_type').notNull(),
    path: text('path').notNull(),
    visitorKey: text('visitor_key').notNull(),
    sessionId: text('session_id').notNull(),
    /** The external click id (`irclickid`), when the shopper came from one. */
    clickId: text('click_id'),
    referrer: text('referrer'),
    /** Conversions: the order, its total in cents and its currency (USD or CAD). */
    orderNo: text('order_no'),
    totalCent: bigint('total_cent', { mode: 'number' }),
    currency: char('currency', { length: 3 }),
  },
  (t) => [
    uniqueIndex('marketing_event_event_id_idx').on(t.eventId),
    index('marketing_event_kind_at_idx').on(t.kind, t.at),
    index('marketing_event_received_idx').using('brin', t.receivedAt),
  ],
);
