import { useApi, useApiData } from '@axlebay/shared-lib';

/** The shop's guide videos (api/src/programs/guide-video-routes.ts). */
export const GUIDE_VIDEOS_API = '/infra/public/guide-videos';

export interface GuideVideoStep {
  start: number;
  end: number;
  heading: string;
  caption: string;
}

export interface GuideVideo {
  id: string;
  title: string;
  summary: string;
  steps: GuideVideoStep[];
  durationSeconds: number;
  videoUrl: string;
  captionsUrl: string;
  posterUrl: string;
  /** The video and poster were rendered on the API's machine; without them the page shows the transcript. */
  available: boolean;
}

export interface GuideVideoList {
  size: { width: number; height: number };
  videos: GuideVideo[];
}

/** A page's videos: the route's loader (rendered on the server). */
export function useGuideVideos(page: 'guide' | 'shooting') {
  const api = useApi();
  return useApiData(`guide-videos:${page}`, () => api.get<GuideVideoList>(GUIDE_VIDEOS_API, { page }), 'The videos could not be loaded.');
}

/** "0:09" from seconds. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
