/**
 * Written reviews (spec §1 "reviews", §2 /reviews, §3 Product reviewInfo): what the storefront and the
 * commerce API say to each other when a buyer reviews a part they received. Title and text are plain
 * text: the API stores them as typed and the storefront renders them as text, never as markup.
 */

export const REVIEW_API = {
  /** POST `WriteReviewRequest` (signed in): the buyer's review of a part of a delivered order → `WrittenReview`. */
  write: '/item/buyer/review',
  /** GET ?itemId= (signed in): whether this buyer may review the part → `ReviewEligibility`. */
  eligibility: '/item/buyer/review/eligibility',
  /** POST multipart, file field `file` (signed in): one photo for a review about to be written → `ReviewPhoto`. */
  photo: '/item/buyer/review/photo',
} as const;

/** The limits the API holds a review to (the form shows the same). */
export const REVIEW_LIMITS = {
  titleMax: 100,
  textMin: 10,
  textMax: 2000,
  photosMax: 3,
  /** Bytes per photo. */
  photoMaxBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export interface WriteReviewRequest {
  itemId: number;
  /** 1–5 stars. */
  rating: number;
  title: string;
  text: string;
  /** Ids of photos uploaded through `REVIEW_API.photo` (at most 3). */
  photoIds?: string[];
}

export interface ReviewPhoto {
  id: string;
  /** Absolute URL of the image. */
  url: string;
}

/** A review as the lists show it (`GET /item/public/buyer/item/review/list`). */
export interface ReviewView {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  createdAt: string;
  /** Written by a buyer whose order of the part was delivered. */
  verifiedPurchase?: boolean;
  photos?: ReviewPhoto[];
}

/** The answer to a written review: the review and the item's new rating and count. */
export interface WrittenReview {
  review: ReviewView;
  itemId: number;
  /** The item's average after this review, one decimal. */
  ratingValue: number;
  reviewCount: number;
}

/**
 * Whether the signed-in buyer may review a part: ELIGIBLE (a delivered order holds it and there is
 * no review yet), NOT_DELIVERED (no delivered order of it: after delivery) or ALREADY_REVIEWED (one
 * review per buyer and part; `review` is theirs).
 */
export type ReviewEligibilityState = 'ELIGIBLE' | 'NOT_DELIVERED' | 'ALREADY_REVIEWED';

export interface ReviewEligibility {
  itemId: number;
  state: ReviewEligibilityState;
  /** The buyer's review when state is ALREADY_REVIEWED. */
  review?: ReviewView;
}

/** The API's messages (spec §8 "Error message text" comes from the answer's message). */
export const REVIEW_MESSAGES = {
  notDelivered: 'You can review this part once an order of it has been delivered to you.',
  alreadyReviewed: 'You have already reviewed this part. Each buyer can write one review per part.',
} as const;
