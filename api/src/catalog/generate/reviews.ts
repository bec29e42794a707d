import { chance, pick, pickWeighted, skewedInt, type Rng } from './random';

export interface GeneratedReview {
  id: number;
  itemId: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  createdAt: Date;
}

const FIRST = ['Mike', 'Sarah', 'Jose', 'Emily', 'Dave', 'Chris', 'Ana', 'Tom', 'Priya', 'Kevin', 'Jen', 'Luis', 'Rob', 'Megan', 'Tyler', 'Karen', 'Sam', 'Omar', 'Beth', 'Jake'];
const LAST = 'ABCDEFGHJKLMNPRSTVW'.split('');

const BY_RATING: Record<number, { titles: readonly string[]; bodies: readonly string[] }> = {
  5: {
    titles: ['Perfect fit', 'Exactly as described', 'Great upgrade', 'Looks factory', 'Highly recommend'],
    bodies: [
      'Bolted right up on my {vehicle}. Took about an hour with basic tools.',
      'Quality is better than I expected for the price. Fit and finish are spot on.',
      'Second time buying from this brand and it did not disappoint. Fast shipping too.',
      'Plug and play on my {vehicle}, no modifications needed.',
    ],
  },
  4: {
    titles: ['Good value', 'Works well', 'Solid part', 'Happy overall'],
    bodies: [
      'Fits my {vehicle} fine. Instructions could be clearer but it went in.',
      'Does the job. One clip was a little tight but nothing a little patience could not fix.',
      'Good quality for the money. Would buy again.',
    ],
  },
  3: {
    titles: ['It is OK', 'Average', 'Does the job'],
    bodies: ['Fit took some adjusting on my {vehicle}. Works now but expected better.', 'Decent, but the finish is not as nice as the photos.'],
  },
  2: {
    titles: ['Fitment issues', 'Not great'],
    bodies: ['Had to modify a bracket to make it fit my {vehicle}.', 'Packaging was damaged and one piece was scratched.'],
  },
  1: {
    titles: ['Did not fit', 'Returned it'],
    bodies: ['Did not line up on my {vehicle}. Returned for a refund, which was easy at least.', 'Stopped working after two weeks.'],
  },
};

const FIRST_REVIEW_DAY = Date.UTC(2022, 0, 1);
const DAY_MS = 86_400_000;

/** Ratings skew to 4–5 with some 1–3; each item has its own quality bias. */
export function generateReviews(rng: Rng, itemId: number, firstId: number, vehicleLabel: string): GeneratedReview[] {
  if (chance(rng, 0.15)) return [];
  const count = skewedInt(rng, 1, 16, 2.2);
  const quality = rng();
  const weights = quality < 0.15 ? [12, 10, 18, 30, 30] : [4, 3, 7, 26, 60];
  const reviews: GeneratedReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = pickWeighted(rng, [1, 2, 3, 4, 5], weights);
    const texts = BY_RATING[rating]!;
    reviews.push({
      id: firstId + i,
      itemId,
      rating,
      title: pick(rng, texts.titles),
      body: pick(rng, texts.bodies).replace('{vehicle}', vehicleLabel),
      author: `${pick(rng, FIRST)} ${pick(rng, LAST)}.`,
      createdAt: new Date(FIRST_REVIEW_DAY + Math.floor(rng() * 1400) * DAY_MS + Math.floor(rng() * DAY_MS)),
    });
  }
  return reviews;
}

/** Average rounded to one decimal (what the item stores), 0 without reviews. */
export function averageRating(reviews: readonly GeneratedReview[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}
