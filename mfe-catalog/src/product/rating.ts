import type { ReviewInfo } from './api';

/** Spec §3: the rating scale's default value, shown while an item has no reviews. */
export const DEFAULT_RATING = 4.6;
export const BEST_RATING = 5;

/** The rating to show: the item's average when it has reviews, else the default 4.6 (one decimal). */
export function displayRating(value: number | null | undefined, reviewCount: number | null | undefined): number {
  if (!reviewCount || reviewCount < 1 || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return DEFAULT_RATING;
  return Math.round(Math.min(BEST_RATING, value) * 10) / 10;
}

/** `displayRating` of the item's spec §3 reviewInfo (retingValue, reviewCount). */
export function ratingOf(info: ReviewInfo | null | undefined): { rating: number; count: number; best: number } {
  const count = info?.reviewCount && info.reviewCount > 0 ? info.reviewCount : 0;
  return { rating: displayRating(info?.retingValue, count), count, best: info?.bastRating && info.bastRating > 0 ? info.bastRating : BEST_RATING };
}
