import type { NotifyKind } from '@axlebay/shared-lib';

/** Spec §9: message 3 s, notification 4.5 s, notice 1.5 s. */
export const NOTIFY_DURATION_MS: Record<NotifyKind, number> = {
  message: 3000,
  notification: 4500,
  notice: 1500,
};

/** Spec §9: notifications sit top-right with a 24 px offset. */
export const NOTIFY_OFFSET_PX = 24;
