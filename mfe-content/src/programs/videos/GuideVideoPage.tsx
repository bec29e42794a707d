import { Link, LoadError, LoadingArea } from '@axlebay/shared-lib';
import { ProgramFrame } from '../ProgramFrame';
import { Section } from '../program-styles';
import { GuideVideoPlayer } from './GuideVideoPlayer';
import { useGuideVideos } from './videos-api';

/** `/guidevideo` (spec §2 info pages): the shop's installation guide videos, captioned, with transcripts. */
export function GuideVideoPage() {
  const { data, error, reload } = useGuideVideos('guide');
  return (
    <ProgramFrame
      head={{
        title: 'Installation guide videos',
        description: 'Short step-by-step install videos with captions: TPMS sensor replacement and relearn, front brake pads, headlight bulbs.',
        keywords: ['install video', 'TPMS relearn', 'brake pad replacement', 'headlight bulb replacement'],
      }}
      lead="Short, captioned walk-throughs of the jobs our customers do most. Every video has its steps written out under it."
    >
      <Section data-wide>
        <h2>Guides</h2>
        {data ? (
          data.videos.map((video) => <GuideVideoPlayer key={video.id} video={video} size={data.size} />)
        ) : error ? (
          <LoadError message={error} onRetry={reload} />
        ) : (
          <LoadingArea label="Loading the videos" />
        )}
      </Section>
      <Section>
        <h2>Filmed an install yourself?</h2>
        <p>
          We pay for install videos from customers: see the <Link to="/videos-shooting-offering">video shooting offer</Link>. For which sensor fits your
          car, see <Link to="/featured/tpms-sensors">TPMS sensors</Link>.
        </p>
      </Section>
    </ProgramFrame>
  );
}
