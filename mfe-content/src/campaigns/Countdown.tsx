import styled from '@emotion/styled';
import { colors, mq, radii, VisuallyHidden } from '@axlebay/shared-lib';
import { remaining, targetOf } from './campaign-clock';
import type { CampaignState, CampaignWindow } from './campaign-types';
import { localDateTime } from './local-time';

const Box = styled.section`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  padding: 16px;
  margin: 16px 0;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
    line-height: 24px;
  }
  .dates {
    margin: 8px 0 0;
    min-height: 48px;
    color: ${colors.textMuted};
    ${mq.md} {
      min-height: 24px;
    }
  }
`;

/** Four fixed-size cells: digits or their placeholder take the same room (no layout shift). */
const Digits = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 88px));
  gap: 8px;
  margin: 0;
  padding: 0;
  height: 72px;
  li {
    display: grid;
    align-content: center;
    justify-items: center;
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
  }
  .n {
    font-size: 28px;
    line-height: 36px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .unit {
    font-size: 13px;
    line-height: 18px;
    color: ${colors.textMuted};
  }
`;

const Message = styled.p`
  margin: 0;
  height: 72px;
  display: flex;
  align-items: center;
  font-size: 20px;
  font-weight: 700;
`;

const HEADINGS: Record<CampaignState, string> = {
  SCHEDULED: 'Coming soon',
  COUNTDOWN: 'Starts in',
  RUNNING: 'Ends in',
  ENDED: 'This campaign has ended',
};

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownProps {
  state: CampaignState;
  window: CampaignWindow;
  /** Server-corrected time; undefined on the server and while hydrating (placeholders then). */
  now: number | undefined;
  /** The polite sentence of the last change of state. */
  announcement: string;
}

/**
 * The campaign's countdown (spec §3 countdownStartTime … endTime): the time left to the start, then
 * to the end, then "ended". Digits and the shopper's local dates come after hydration; the server
 * draws the same boxes with dashes. The digits are not read out every second; a change of state is
 * announced once.
 */
export function Countdown({ state, window: w, now, announcement }: CountdownProps) {
  const target = targetOf(w, state);
  const left = now !== undefined && target !== undefined ? remaining(target, now) : undefined;
  return (
    <Box aria-labelledby="campaign-countdown-title" data-testid="campaign-countdown" data-state={state}>
      <h2 id="campaign-countdown-title">{HEADINGS[state]}</h2>
      {state === 'ENDED' ? (
        <Message>Thanks for shopping the deals.</Message>
      ) : state === 'SCHEDULED' ? (
        <Message>{now === undefined ? '\u00a0' : `Starts ${localDateTime(w.startTime)}`}</Message>
      ) : (
        <div role="timer" aria-label={HEADINGS[state]} data-testid="countdown-digits">
          <Digits>
            {UNITS.map((unit) => (
              <li key={unit} data-unit={unit}>
                <span className="n">{left ? (unit === 'days' ? String(left[unit]) : pad(left[unit])) : '--'}</span>
                <span className="unit">{unit}</span>
              </li>
            ))}
          </Digits>
        </div>
      )}
      <p className="dates" data-testid="campaign-dates">
        {now === undefined ? '\u00a0' : `${localDateTime(w.startTime)} to ${localDateTime(w.endTime)}, your time`}
      </p>
      <VisuallyHidden role="status" aria-live="polite" data-testid="campaign-announcement">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
