import { LoadError, LoadingArea } from '@axlebay/shared-lib';
import { GuideVideoPlayer } from './GuideVideoPlayer';
import { useGuideVideos } from './videos-api';

/** A page's videos (the route's loader), each with its captions and transcript; the reason and Try again when the list failed. */
export function GuideVideoList({ page }: { page: 'guide' | 'shooting' }) {
  const { data, error, reload } = useGuideVideos(page);
  if (data) return data.videos.map((video) => <GuideVideoPlayer key={video.id} video={video} size={data.size} />);
  return error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the videos" />;
}
