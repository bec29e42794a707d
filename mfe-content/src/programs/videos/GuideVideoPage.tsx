import { Link } from '@axlebay/shared-lib';
import { ProgramFrame } from '../ProgramFrame';
import { Section } from '../program-styles';
import { GuideVideoList } from './GuideVideoList';

/** `/guidevideo` (spec §2 info pages): the shop's installation guide videos, captioned, with transcripts. */
export function GuideVideoPage() {
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
        <GuideVideoList page="guide" />
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
