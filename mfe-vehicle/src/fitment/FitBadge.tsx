import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { colors, radii, useApi, useBusState } from '@axlebay/shared-lib';
import { LazyVehicleDialog as VehicleDialog } from '../dialog/LazyVehicleDialog';
import { fitAnnouncer } from './fit-announcer';
import { fitService } from './fit-service';
import { presentFit, type FitStatus } from './fit-status';

const tones = { success: colors.success, danger: colors.danger, neutral: colors.neutral, warning: colors.warning } as const;

// One line, fixed minimum height: a badge changing status never moves the card (no layout shift).
const Badge = styled.div<{ tone: keyof typeof tones }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-height: 44px;
  color: ${(p) => tones[p.tone]};
  font-weight: 600;
  font-size: 14px;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
    flex: none;
  }
`;

const Action = styled.button`
  font: inherit;
  font-weight: 600;
  color: ${colors.primary};
  background: none;
  border: 0;
  border-radius: ${radii.sm};
  min-height: 44px;
  padding: 0 4px;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Whether an item fits the current vehicle (spec §4), live: it follows `vehicle.changed` from any
 * remote. The action opens the vehicle dialog. While `hold` is on (the host is asking for a new list)
 * it shows "Checking fitment…" and asks nothing. Not a live region: after a vehicle change the page's
 * badges are summed up in one announcement (`fitAnnouncer`).
 */
export function FitBadge({ itemId, hold = false }: { itemId: number; hold?: boolean }) {
  const api = useApi();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const [status, setStatus] = useState<FitStatus | undefined>(vehicle ? undefined : 'EMPTY');
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    if (hold && vehicle) {
      setStatus(undefined); // checking: the host's list is about to change
      return;
    }
    fitService(api)
      .status(itemId, vehicle?.attributeValueId)
      .then(
        (s) => {
          if (cancelled) return;
          setStatus(s);
          fitAnnouncer.report(itemId, vehicle, s);
        },
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [api, itemId, vehicle?.attributeValueId, hold]);

  const shown = presentFit(status ?? 'EMPTY', vehicle);
  return (
    <>
      <Badge tone={status ? shown.tone : 'neutral'} data-testid="fit-badge" data-status={status ?? 'LOADING'}>
        <span>{failed ? 'Fitment could not be checked right now' : status ? shown.text : 'Checking fitment…'}</span>
        <Action type="button" onClick={() => setDialog(true)}>
          {shown.action}
        </Action>
      </Badge>
      {dialog && <VehicleDialog title={vehicle ? 'Change vehicle' : 'Add your vehicle'} initial={vehicle ?? undefined} onClose={() => setDialog(false)} />}
    </>
  );
}
