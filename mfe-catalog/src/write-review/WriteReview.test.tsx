import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, REVIEW_API, type ReviewEligibility, type WrittenReview } from '@axlebay/shared-lib';
import { recordingSession, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { WriteReview } from './WriteReview';

const ITEM = 1000158;
const ELIGIBILITY = `GET ${REVIEW_API.eligibility}`;
const WRITE = `POST ${REVIEW_API.write}`;
const user = { accountId: 7, email: 'rosa@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };

const review = (extra: Partial<WrittenReview['review']> = {}): WrittenReview['review'] => ({
  id: 9001,
  rating: 4,
  title: 'Fits like factory',
  body: 'Went on in an hour.',
  author: 'Rosa M.',
  createdAt: '2026-11-20T15:00:00.000Z',
  verifiedPurchase: true,
  photos: [],
  ...extra,
});

function open(answers: Record<string, unknown>, signedIn = true, onReviewed = jest.fn()) {
  const { api, calls } = scriptedApi(answers);
  const pages = { product: () => <WriteReview itemId={ITEM} productPath="/product/catera-rear-brake-rotors" onReviewed={onReviewed} /> };
  renderRoute(pages, 'product', { urlHandle: 'catera-rear-brake-rotors' }, {}, { api, ...(signedIn ? { session: recordingSession(user) } : {}) });
  return { calls, onReviewed };
}

const eligibility = (state: ReviewEligibility['state'], extra: Partial<ReviewEligibility> = {}): ReviewEligibility => ({ itemId: ITEM, state, ...extra });

describe('write a review on the product page', () => {
  it('asks a signed-out shopper to sign in, and asks the API nothing', () => {
    const { calls } = open({}, false);
    const section = screen.getByTestId('write-review');
    expect(section).toHaveAttribute('id', 'write-review');
    expect(within(section).getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Sign in to write a review' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('tells a buyer without a delivered order that they can review after delivery', async () => {
    const { calls } = open({ [ELIGIBILITY]: eligibility('NOT_DELIVERED') });
    expect(await screen.findByTestId('review-after-delivery')).toHaveTextContent('You can review this part after delivery');
    expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
    expect(calls).toEqual([['GET', REVIEW_API.eligibility, { itemId: ITEM }]]);
  });

  it('shows a buyer who reviewed the part their review instead of the form', async () => {
    open({ [ELIGIBILITY]: eligibility('ALREADY_REVIEWED', { review: review() }) });
    expect(await screen.findByTestId('review-already-written')).toHaveTextContent('You reviewed this part on November 20, 2026.');
    expect(screen.getByRole('heading', { name: 'Fits like factory' })).toBeInTheDocument();
    expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
  });

  it('checks the form, sends stars, title and text as typed, and thanks the buyer with their review shown as text', async () => {
    const title = 'Fits <b>great</b>';
    const text = '<script>alert(1)</script> bolted right up';
    const { calls, onReviewed } = open({
      [ELIGIBILITY]: eligibility('ELIGIBLE'),
      [WRITE]: (body: unknown) => ({ review: review({ title, body: (body as { text: string }).text }), itemId: ITEM, ratingValue: 4.2, reviewCount: 7 }),
    });
    const form = await screen.findByTestId('review-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a title')).toBeInTheDocument();
    expect(within(form).getByText('The review must be at least 10 characters')).toBeInTheDocument();
    expect(calls.filter(([method]) => method === 'POST')).toEqual([]);

    const stars = within(form).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars, Good' }));
    await userEvent.type(within(form).getByLabelText('Title'), title);
    await userEvent.type(within(form).getByLabelText('Your review'), text);
    expect(within(form).getByText(`${text.length} / 2,000 characters`)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(/Thanks for your review!/)).toBeInTheDocument();
    expect(calls).toContainEqual(['POST', REVIEW_API.write, { itemId: ITEM, rating: 4, title, text, photoIds: [] }]);
    expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ reviewCount: 7 }));
    const shown = screen.getByTestId('review');
    expect(within(shown).getByRole('heading', { level: 3 })).toHaveTextContent(title);
    expect(shown.querySelector('b, script')).toBeNull();
  });

  it("shows the API's refusal on the form", async () => {
    const already = 'You have already reviewed this part. Each buyer can write one review per part.';
    open({ [ELIGIBILITY]: eligibility('ELIGIBLE'), [WRITE]: new ApiError({ code: 409, status: 409, message: already }) });
    const form = await screen.findByTestId('review-form');
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    await userEvent.type(within(form).getByLabelText('Title'), 'Great');
    await userEvent.type(within(form).getByLabelText('Your review'), 'Great pads, no noise at all.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(already));
  });
});
