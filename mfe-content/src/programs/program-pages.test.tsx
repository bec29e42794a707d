import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { AFFILIATE_TERMS } from './affiliate/affiliate-terms';
import { AwardsPage, InfoPage } from './program-pages';
import { GUIDE_VIDEOS_API, type GuideVideoList } from './videos/videos-api';

// As content's page table has them: one lazy page per chunk, the route picks the page.
const pages = { affiliateProgram: InfoPage, featuredTpmsSensors: InfoPage, guideVideo: InfoPage, videosShootingOffering: InfoPage, ugcAwards: AwardsPage };

const video = (id: string, available: boolean) => ({
  id,
  title: `Video ${id}`,
  summary: 'A short guide.',
  steps: [
    { start: 0, end: 3, heading: '1. Lift and support', caption: 'Set the car on jack stands.' },
    { start: 3, end: 6, heading: '2. Swing the caliper', caption: 'Remove the lower slide bolt.' },
  ],
  durationSeconds: 6,
  videoUrl: `http://api.test/files/${id}.webm`,
  captionsUrl: `http://api.test/files/${id}.vtt`,
  posterUrl: `http://api.test/files/${id}.png`,
  available,
});

describe('programme pages', () => {
  it('affiliate program: one set of terms, and applications through the partnership form', async () => {
    renderRoute(pages, 'affiliateProgram');
    const terms = await screen.findByTestId('affiliate-terms');
    expect(terms).toHaveTextContent(`${AFFILIATE_TERMS.commissionPercent}%`);
    expect(terms).toHaveTextContent(`${AFFILIATE_TERMS.cookieDays} days`);
    expect(screen.getByText(/^Recommend parts that fit/)).toHaveTextContent(`earn ${AFFILIATE_TERMS.commissionPercent}%`);
    for (const who of ['Creators', 'Installers', 'Car clubs']) expect(screen.getByRole('heading', { name: who })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to the affiliate program' })).toHaveAttribute('href', '/partnership#apply');
  });

  it('TPMS sensors: the guide and a link to every TPMS sensor in the catalog', async () => {
    renderRoute(pages, 'featuredTpmsSensors');
    expect(await screen.findByRole('heading', { name: '315 MHz or 433 MHz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Relearn after rotation or replacement' })).toBeInTheDocument();
    expect(screen.getByText(/TREAD Act/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all TPMS sensors' })).toHaveAttribute('href', '/search?keyword=tpms%20sensor');
  });

  it('the video shooting offer: rewards in the shop currency and how to send a video', async () => {
    const list: GuideVideoList = { size: { width: 640, height: 360 }, videos: [video('filming', true)] };
    renderRoute(pages, 'videosShootingOffering', {}, {}, { api: scriptedApi({ [`GET ${GUIDE_VIDEOS_API}`]: list }).api });
    expect(await screen.findByTestId('shooting-rewards')).toHaveTextContent('$40.00');
    expect(screen.getByRole('link', { name: 'videos@axlebay.com' })).toHaveAttribute('href', 'mailto:videos@axlebay.com');
    expect(await screen.findByTestId('guide-video-filming')).toBeInTheDocument();
  });

  it('guide videos: a captioned video that loads nothing before play, or the transcript when it is not rendered', async () => {
    const list: GuideVideoList = { size: { width: 640, height: 360 }, videos: [video('brakes', true), video('lights', false)] };
    const { container } = renderRoute(pages, 'guideVideo', {}, {}, { api: scriptedApi({ [`GET ${GUIDE_VIDEOS_API}`]: list }).api });
    const brakes = await screen.findByTestId('guide-video-brakes');
    const player = brakes.querySelector('video')!;
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('poster', 'http://api.test/files/brakes.png');
    const track = player.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', 'http://api.test/files/brakes.vtt');
    expect(track.hasAttribute('default')).toBe(true);
    const lights = screen.getByTestId('guide-video-lights');
    expect(lights.querySelector('video')).toBeNull();
    expect(within(lights).getByTestId('video-transcript')).toHaveTextContent('0:03 Swing the caliper. Remove the lower slide bolt.');
    expect(container.querySelectorAll('video')).toHaveLength(1);
  });
});
