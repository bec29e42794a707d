import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, colors, radii, rememberFocus, type CurrentVehicle } from '@axlebay/shared-lib';
import { useGarage } from '../garage/use-garage';
import { VehicleSelector, VinField } from '../selector';

const Dialog = styled.dialog`
  width: min(640px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 20px;
  color: ${colors.text};
  /* Its own link colours: opened from the header, it must not take the header's white-on-dark ones. */
  && a {
    color: ${colors.primary};
  }
  && a:focus-visible {
    outline-color: ${colors.focus};
  }
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: rgb(15 27 45 / 0.6);
  }
  h2 {
    margin: 0 0 12px;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 12px;
`;

/**
 * The vehicle selector in a modal dialog (native <dialog>: focus stays inside, Escape closes, the
 * page behind is inert). Opened from a fit badge's action or the header chip; a chosen vehicle goes
 * through the garage (saved, made current, toast) and the dialog closes. It lives under <body> (a
 * portal), not inside its opener's styles; on close the focus goes back to the opener, or to the
 * page's heading when the opener is gone (a list of results that changed with the vehicle).
 */
export function VehicleDialog({
  title,
  initial,
  onClose,
  children,
  selectorHeading,
}: {
  title: string;
  initial?: Partial<CurrentVehicle>;
  onClose: () => void;
  /** Shown above the selector (the header's garage drawer lists the saved vehicles here). */
  children?: ReactNode;
  selectorHeading?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { garage, state } = useGarage();
  const [prefill, setPrefill] = useState(initial);
  const [selectorKey, setSelectorKey] = useState(0);

  // Before any effect of the selector: the opener is still focused, and the dialog (not its Close
  // button, the browser's first pick) holds the focus until the selector puts it on its first step.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = rememberFocus();
    if (dialog && !dialog.open) dialog.showModal?.();
    dialog?.focus();
    return () => {
      dialog?.close?.();
      opener.restore(() => document.querySelector<HTMLElement>('#main h1'));
    };
  }, []);

  return createPortal(
    <Dialog ref={ref} tabIndex={-1} aria-labelledby="vehicle-dialog-title" onClose={onClose} data-testid="vehicle-dialog">
      <Head>
        <h2 id="vehicle-dialog-title">{title}</h2>
        <Button type="button" variant="secondary" onClick={() => ref.current?.close()} aria-label="Close">
          ✕
        </Button>
      </Head>
      {children}
      {selectorHeading && <h3>{selectorHeading}</h3>}
      <VinField
        onDecoded={(decoded) => {
          setPrefill(decoded);
          setSelectorKey((k) => k + 1);
        }}
      />
      <VehicleSelector
        key={selectorKey}
        initial={prefill}
        autoFocus
        pending={state.loading}
        onSelect={async (vehicle) => {
          if (await garage.shopFor(vehicle)) ref.current?.close();
        }}
      />
    </Dialog>,
    document.body,
  );
}
