import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { colors, radii, useBusEvent, type NotifyLevel, type NotifyPayload } from '@axlebay/shared-lib';
import { NOTIFY_DURATION_MS, NOTIFY_OFFSET_PX } from './notification-durations';

const Region = styled.div`
  position: fixed;
  top: ${NOTIFY_OFFSET_PX}px;
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

/** Shows `notify` events from any remote (spec §9 Notifications), announced to screen readers. */
export function NotificationArea() {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((payload: NotifyPayload) => {
    const id = ++nextId.current;
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
    <Region aria-live="polite" aria-atomic="false" data-testid="notifications" data-print-hide="">
      {items.map((item) => (
        <Toast key={item.id} level={item.level} role={item.level === 'error' || item.level === 'warning' ? 'alert' : 'status'}>
          {item.title && <strong>{item.title}</strong>}
          {item.text}
        </Toast>
      ))}
    </Region>
  );
}
