import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { UGC_AWARDS_API, UGC_ENTRY_API, type UgcAwards } from './awards-api';
import { AwardsPage } from './index';

// As content's page table has them: one page for both routes, the route picks.
const pages = { ugcAwards: AwardsPage, ugcAwardsSubmit: AwardsPage };
const AWARDS: UgcAwards = {
  season: { year: 2026, entriesOpen: '2026-01-01', entriesClose: '2026-12-31', judgingStarts: '2027-01-05', winnersAnnounced: '2027-02-15' },
  categories: [
    { id: 'BEST_DIY_INSTALL', name: 'Best DIY Install', description: 'A part you fitted yourself.' },
    { id: 'BEST_BEFORE_AFTER', name: 'Best Before/After', description: 'The same car, before and after.' },
  ],
  prizes: { winnerCents: 50_000, runnerUpCents: 15_000, runnersUpPerCategory: 2, everyEntryCouponCents: 1_000 },
  judging: [{ criterion: 'Craft', weight: 100 }],
  rules: ['Open to residents of the United States and Canada.'],
  limits: { name: 80, title: 100, storyMin: 50, storyMax: 3000, photosMin: 1, photosMax: 3 },
};
const STORY = 'Fitted LED projector headlights to my 2014 Silverado in one afternoon in the driveway.';
const png = (name = 'after.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function fill(files: File[], user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Your name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText('Category'), 'BEST_BEFORE_AFTER');
  await user.type(screen.getByLabelText('Title of your entry'), 'Yellow to clear');
  await user.type(screen.getByLabelText('Your story'), STORY);
  await user.upload(screen.getByLabelText('Photos (1–3)'), files);
  await user.click(screen.getByLabelText(/I agree to the rules/));
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my entry' }));

describe('UGC awards pages', () => {
  it('shows the season, categories and prizes in the shop currency', async () => {
    renderRoute(pages, 'ugcAwards', {}, {}, { api: scriptedApi({ [`GET ${UGC_AWARDS_API}`]: AWARDS }).api });
    expect(await screen.findByTestId('ugc-dates')).toHaveTextContent('December 31, 2026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UGC awards 2026');
    expect(screen.getByTestId('ugc-dates')).toHaveTextContent('February 15, 2027');
    expect(screen.getByTestId('ugc-prizes')).toHaveTextContent('$500.00 in store credit');
    expect(screen.getByRole('heading', { name: 'Best DIY Install' })).toBeInTheDocument();
  });

  it('sends the entry as multipart with its photos and shows the thanks', async () => {
    const thanks = 'Thanks! Your entry is in.';
    const { api, calls } = scriptedApi({ [`GET ${UGC_AWARDS_API}`]: AWARDS, [`POST ${UGC_ENTRY_API}`]: { entryId: 'e1', message: thanks } });
    renderRoute(pages, 'ugcAwardsSubmit', {}, {}, { api });
    const photo = png();
    await fill([photo]);
    expect(screen.getByText('after.png (2 KB)')).toBeInTheDocument();
    await send();
    expect(await screen.findByTestId('ugc-entry-sent')).toHaveTextContent(thanks);
    expect(screen.getByTestId('ugc-entry-sent')).toHaveTextContent('February 15, 2027');
    const [, path, body] = calls.find(([method]) => method === 'POST')!;
    expect(path).toBe(UGC_ENTRY_API);
    expect(body).toEqual({ requestType: 'formdata', name: 'Dana Whitfield', email: 'dana@example.com', category: 'BEST_BEFORE_AFTER', title: 'Yellow to clear', story: STORY, consent: 'true', photos: [photo] });
  });

  it('refuses a wrong file type and too many photos before sending', async () => {
    const { api, calls } = scriptedApi({ [`GET ${UGC_AWARDS_API}`]: AWARDS });
    renderRoute(pages, 'ugcAwardsSubmit', {}, {}, { api });
    // The picker offers images only, but a shopper can switch it to "All files".
    const user = userEvent.setup({ applyAccept: false });
    await fill([new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' })], user);
    await send();
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image (receipt.pdf)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photos (1–3)'), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await send();
    expect(await screen.findByText('Please choose at most 3 photos')).toBeInTheDocument();
    expect(calls.filter(([method]) => method === 'POST')).toEqual([]);
  });

  it("puts the server's field messages at their fields", async () => {
    const bad = 'The photo must be a JPEG, PNG or WebP image (after.png)';
    const { api } = scriptedApi({
      [`GET ${UGC_AWARDS_API}`]: AWARDS,
      [`POST ${UGC_ENTRY_API}`]: new ApiError({ code: 400, status: 400, message: bad, fieldErrors: [{ field: 'photos', message: bad }] }),
    });
    renderRoute(pages, 'ugcAwardsSubmit', {}, {}, { api });
    await fill([png()]);
    await send();
    expect(await screen.findByText(bad)).toBeInTheDocument();
    expect(screen.getByLabelText('Photos (1–3)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
  });
});
