import styled from '@emotion/styled';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, colors, fonts, layout, mq, radii, space, type TrackedEvent, type TrackerInspection } from '@axlebay/shared-lib';
import type { RemoteVersion } from './remote-versions';

export interface DebugPanelProps {
  /** When the debug tool turns itself off (ms since epoch). */
  until: number;
  group: 'A' | 'B';
  /** Query flags in force on this page. */
  flags: Record<string, boolean>;
  overrides: readonly string[];
  gtmId?: string;
  remotes: () => Promise<RemoteVersion[]>;
  /** The page's tracker, read on every refresh: it may start after the panel. */
  tracker: () => TrackerInspection | undefined;
  startCollapsed: boolean;
  onClose(): void;
  onTurnOff(): void;
}

/** How often the events list follows the tracker. */
export const DEBUG_REFRESH_MS = 1_000;
const SHOWN_EVENTS = 20;

// Top left under the header: phones keep their bottom edge (the cart's and checkout's buttons) free.
const Panel = styled.section`
  position: fixed;
  z-index: 2000;
  top: ${layout.headerHeight + 8}px;
  left: ${space(2)};
  width: min(380px, calc(100vw - 16px));
  max-height: 40vh;
  overflow: auto;
  font: 14px/1.4 ${fonts.body};
  color: ${colors.text};
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
  ${mq.md} {
    max-height: 60vh;
  }
  h2 {
    font-size: 14px;
    margin: 0;
  }
  h3 {
    font-size: 13px;
    margin: ${space(2)} 0 ${space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${space(4)};
  }
  code {
    font-size: 12px;
    word-break: break-all;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(2)};
  background: ${colors.surface};
  h2 {
    flex: 1;
  }
  button {
    min-height: 36px;
    padding: 0 ${space(3)};
  }
`;

const Body = styled.div`
  padding: 0 ${space(3)} ${space(3)};
  p {
    margin: ${space(1)} 0;
    color: ${colors.textMuted};
  }
`;

const clock = (at: number) => new Date(at).toLocaleTimeString();
const summary = (e: TrackedEvent) =>
  Object.entries(e.props)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');

/**
 * The debug tool (spec §2 `debug=true`): what the tracker sent, the A/B group, the query flags and
 * the remotes with their versions. Not modal and takes no focus; Esc collapses it.
 */
export function DebugPanel({ until, group, flags, overrides, gtmId, remotes, tracker, startCollapsed, onClose, onTurnOff }: DebugPanelProps) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [events, setEvents] = useState<{ sent: readonly TrackedEvent[]; pending: number } | null>(null);
  const [versions, setVersions] = useState<RemoteVersion[]>();

  useEffect(() => {
    const read = () => {
      const t = tracker();
      setEvents(t ? { sent: t.sent(), pending: t.pending() } : null);
    };
    read();
    const timer = setInterval(read, DEBUG_REFRESH_MS);
    return () => clearInterval(timer);
  }, [tracker]);

  useEffect(() => {
    let live = true;
    remotes().then(
      (v) => live && setVersions(v),
      () => live && setVersions([]),
    );
    return () => {
      live = false;
    };
  }, [remotes]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !collapsed) {
      e.stopPropagation();
      setCollapsed(true);
    }
  };

  return (
    <Panel aria-label="Debug" data-testid="debug-panel" data-print-hide="" onKeyDown={onKeyDown}>
      <Bar>
        <h2>Debug</h2>
        <Button variant="secondary" type="button" aria-expanded={!collapsed} aria-controls="axlebay-debug-body" onClick={() => setCollapsed(!collapsed)}>
          {collapsed ? 'Show' : 'Hide'}
        </Button>
        <Button variant="secondary" type="button" aria-label="Close the debug panel" onClick={onClose}>
          Close
        </Button>
      </Bar>
      <Body id="axlebay-debug-body" hidden={collapsed}>
        <p>On until {clock(until)}.</p>
        <h3>A/B group</h3>
        <p data-testid="debug-group">{group}</p>
        <h3>Flags</h3>
        <ul data-testid="debug-flags">
          {Object.entries(flags).map(([name, on]) => (
            <li key={name}>
              {name}: {on ? 'on' : 'off'}
            </li>
          ))}
          <li>tag manager: {gtmId ?? 'not configured'}</li>
          {overrides.length > 0 && <li>remote overrides: {overrides.join(', ')}</li>}
        </ul>
        <h3>Remotes</h3>
        {versions ? (
          <ul data-testid="debug-remotes">
            {versions.map((v) => (
              <li key={v.remote}>
                {v.remote}: {v.release ?? 'release unknown'}
                {v.build ? ` (build ${v.build})` : ''}
                {v.refused ? `, refused: ${v.refused}` : ''} <code>{v.manifest}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p>Reading the manifests…</p>
        )}
        <h3>Events sent</h3>
        {events ? (
          <>
            <p>
              {events.sent.length} sent, {events.pending} waiting.
            </p>
            <ul data-testid="debug-events">
              {events.sent.slice(-SHOWN_EVENTS).map((e) => (
                <li key={e.eventId}>
                  {clock(e.at)} <strong>{e.name}</strong> {e.pageType} <code>{summary(e)}</code>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="debug-no-tracker">No tracker on this page.</p>
        )}
        <Button variant="secondary" type="button" onClick={onTurnOff}>
          Turn debug off
        </Button>
      </Body>
    </Panel>
  );
}
