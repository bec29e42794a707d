import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { colors, radii, useBusEvent, type NotifyLevel, type NotifyPayload } from '@axlebay/shared-lib';
import { NOTIFY_DURATION_MS, NOTIFY_OFFSET_PX } from './notification-durations';

const Region = styled.div`
  position: fixed;
  right: ${NOTIFY_OFFSET_PX}px;
  left: ${NOTIFY_OFFSET_PX}px;
  z-index: 1000;
  display: grid;
  justify-items: end;
  gap: 8px;
  pointer-events: none;
`;

const BORDER: Record<NotifyLevel, string> = {
  success: colors.success,
  info: colors.primary,
  warning: colors.warning,
  error: colors.danger,
};

const Toast = styled.div<{ level: NotifyLevel }>`
  pointer-events: auto;
  max-width: 380px;
  padding: 12px 16px;
  background: ${colors.background};
  color: ${colors.text};
  border-left: 6px solid ${(p) => BORDER[p.level]};
  border-radius: ${radii.md};
  box-shadow: 0 6px 24px rgba(15, 27, 45, 0.18);
  strong {
    display: block;
  }
`;

interface Item extends NotifyPayload {
  id: number;
}

/**
 * Spec §9: top-right, 24 px from the edge; and 24 px below the header's main row while that row is on
 * screen, so a toast never covers the header's cart count it is about.
 */
export function toastTop(doc: Document = document): number {
  const row = doc.querySelector('[data-testid="header-main-row"]');
  const bottom = row ? row.getBoundingClientRect().bottom : 0;
  return Math.max(0, bottom) + NOTIFY_OFFSET_PX;
}

/** Shows `notify` events from any remote (spec §9 Notifications), announced to screen readers. */
export function NotificationArea() {
  const [items, setItems] = useState<Item[]>([]);
  const [top, setTop] = useState(NOTIFY_OFFSET_PX);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((payload: NotifyPayload) => {
    const id = ++nextId.current;
    setTop(toastTop());
    setItems((list) => [...list, { ...payload, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((i) => i.id !== id));
    }, NOTIFY_DURATION_MS[payload.kind]);
    timers.current.add(timer);
  }, []);
  useBusEvent('notify', show);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return (
    <Region aria-live="polite" aria-atomic="false" data-testid="notifications" data-print-hide="" style={{ top }}>
      {items.map((item) => (
        <Toast key={item.id} level={item.level} role={item.level === 'error' || item.level === 'warning' ? 'alert' : undefined}>
          {item.title && <strong>{item.title}</strong>}
          {item.text}
        </Toast>
      ))}
    </Region>
  );
}
