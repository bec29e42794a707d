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

/**
 * A review is an opening, a detail and sometimes a closing of its rating, so one item's reviews do
 * not repeat each other word for word ({vehicle}: the buyer's vehicle, {part}: the category, e.g.
 * "brake pads"; {hours}: an install time).
 */
const BY_RATING: Record<number, { titles: readonly string[]; openings: readonly string[]; details: readonly string[]; closings: readonly string[] }> = {
  5: {
    titles: ['Perfect fit', 'Exactly as described', 'Great upgrade', 'Looks factory', 'Highly recommend', 'Worth every penny', 'Better than OEM'],
    openings: [
      'Bolted right up on my {vehicle}.',
      'Plug and play on my {vehicle}, no modifications needed.',
      'Installed these {part} on my {vehicle} last weekend.',
      'Lined up perfectly with the factory mounting points on my {vehicle}.',
      'Replaced the worn originals on my {vehicle} with these.',
      'Ordered by the fitment guide for my {vehicle} and it was right.',
    ],
    details: [
      'Took about {hours} with basic tools.',
      'Quality is better than I expected for the price.',
      'Fit and finish are spot on, every clip snapped in.',
      'Packaging was solid and nothing was scratched.',
      'Shipped fast and arrived a day early.',
      'The hardware that came with it was all there and good quality.',
    ],
    closings: ['Would buy again.', 'Second order from this brand, still impressed.', 'Recommend to anyone with the same vehicle.', ''],
  },
  4: {
    titles: ['Good value', 'Works well', 'Solid part', 'Happy overall', 'Does what it should'],
    openings: ['Fits my {vehicle} fine.', 'Good {part} for the money.', 'Went on my {vehicle} without trouble.', 'Happy with these on my {vehicle}.'],
    details: [
      'Instructions could be clearer but it went in within {hours}.',
      'One clip was a little tight, nothing a little patience could not fix.',
      'Finish is a shade different from the original but you would not notice.',
      'Shipping took longer than quoted.',
    ],
    closings: ['Would buy again.', 'Four stars for the instructions.', ''],
  },
  3: {
    titles: ['It is OK', 'Average', 'Does the job', 'Mixed feelings'],
    openings: ['Fit took some adjusting on my {vehicle}.', 'These {part} are decent.', 'Works on my {vehicle} now, after some fiddling.'],
    details: ['Expected better for the price.', 'The finish is not as nice as the photos.', 'Install took {hours}, longer than it should.'],
    closings: ['Time will tell how they hold up.', ''],
  },
  2: {
    titles: ['Fitment issues', 'Not great', 'Needed work'],
    openings: ['Had to modify a bracket to make it fit my {vehicle}.', 'Packaging was damaged and one piece was scratched.', 'These {part} did not line up well on my {vehicle}.'],
    details: ['Support answered but could not help much.', 'It works, but it should not take {hours} of adjusting.'],
    closings: ['Would not buy again.', ''],
  },
  1: {
    titles: ['Did not fit', 'Returned it', 'Stopped working'],
    openings: ['Did not line up on my {vehicle}.', 'Stopped working after two weeks.', 'Wrong connector for my {vehicle}.'],
    details: ['Returned for a refund, which was easy at least.', 'Sent it back and bought the OEM part.'],
    closings: [''],
  },
};

const HOURS = ['30 minutes', 'an hour', 'an hour and a half', 'two hours', 'an afternoon'];

function reviewBody(rng: Rng, rating: number, vehicleLabel: string, partKind: string): string {
  const texts = BY_RATING[rating]!;
  const sentences = [pick(rng, texts.openings), pick(rng, texts.details), pick(rng, texts.closings)].filter(Boolean);
  return sentences
    .join(' ')
    .replace('{vehicle}', vehicleLabel)
    .replace('{part}', partKind)
    .replace('{hours}', pick(rng, HOURS));
}

const FIRST_REVIEW_DAY = Date.UTC(2022, 0, 1);
const DAY_MS = 86_400_000;

/** Ratings skew to 4–5 with some 1–3; each item has its own quality bias. */
export function generateReviews(rng: Rng, itemId: number, firstId: number, vehicleLabel: string, partKind: string): GeneratedReview[] {
  if (chance(rng, 0.15)) return [];
  const count = skewedInt(rng, 1, 16, 2.2);
  const quality = rng();
  const weights = quality < 0.15 ? [12, 10, 18, 30, 30] : [4, 3, 7, 26, 60];
  const reviews: GeneratedReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = pickWeighted(rng, [1, 2, 3, 4, 5], weights);
    // An item's reviews never share a body (a few draws; the pools are large enough).
    let body = reviewBody(rng, rating, vehicleLabel, partKind);
    for (let retry = 0; retry < 8 && reviews.some((r) => r.body === body); retry++) body = reviewBody(rng, rating, vehicleLabel, partKind);
    reviews.push({
      id: firstId + i,
      itemId,
      rating,
      title: pick(rng, BY_RATING[rating]!.titles),
      body,
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
