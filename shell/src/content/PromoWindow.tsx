import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { colors, mq, radii, type ApiClient } from '@axlebay/shared-lib';
import { choosePromo, type Promo } from './choose-promo';
import { markPromoSeen, seenPromos } from './promo-seen';
import { PROMO_DELAY_MS, promoAllowedOn, shopperIsTyping } from './promo-rules';

/** Bottom sheet on phones, a corner panel from md: never over the header, the vehicle selector or the page's heading. */
const Panel = styled.div`
  position: fixed;
  z-index: 900;
  left: 8px;
  right: 8px;
  bottom: 8px;
  padding: 16px 48px 16px 16px;
  background: ${colors.background};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: 0 6px 24px rgba(15, 27, 45, 0.18);
  ${mq.md} {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 360px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 18px;
    line-height: 24px;
  }
  p {
    margin: 0 0 10px;
    font-size: 14px;
    line-height: 20px;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${colors.text};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  border-radius: ${radii.md};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

const Code = styled.strong`
  display: inline-block;
  padding: 2px 8px;
  border: 1px dashed ${colors.primary};
  border-radius: ${radii.sm};
  color: ${colors.primary};
  letter-spacing: 1px;
`;

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * True once the shopper has acted: a click, tap or key after this code loaded (the page is idle by
 * then), or a second page. Not the browser's sticky user activation: Chromium grants it to a page
 * opened from the address bar, before any action on the page.
 */
function useFirstAction(pathname: string): boolean {
  const [firstPath] = useState(pathname);
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', act, options);
    document.addEventListener('keydown', act, options);
    return () => {
      document.removeEventListener('pointerdown', act, options);
      document.removeEventListener('keydown', act, options);
    };
  }, [acted]);
  return acted || pathname !== firstPath;
}

export interface PromoWindowProps {
  pathname: string;
  api: ApiClient;
  shopId: number;
  signedIn: boolean;
  /** The pause before a window may open (tests shorten it). */
  delayMs?: number;
}

/**
 * The discount window or the shop's global notice (loaded after the shopper's first action, see
 * promo-rules.ts): a non-modal dialog in a corner, once per shopper (remembered when shown), closed by
 * its button, Esc or its link; focus goes back where it was when it was inside. Gone on busy pages.
 */
export function PromoWindow({ pathname, api, shopId, signedIn, delayMs = PROMO_DELAY_MS }: PromoWindowProps) {
  const acted = useFirstAction(pathname);
  const [promo, setPromo] = useState<Promo | undefined>();
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const allowed = promoAllowedOn(pathname);

  // One window per page view, after the shopper's first action and a pause, while they are not typing.
  useEffect(() => {
    if (!allowed || !acted) return;
    let live = true;
    let timer = 0;
    const attempt = () => {
      if (!live) return;
      if (shopperIsTyping()) {
        timer = window.setTimeout(attempt, 1000);
        return;
      }
      void choosePromo(api, shopId, signedIn, seenPromos()).then((chosen) => {
        if (!live || !chosen || shopperIsTyping()) return;
        markPromoSeen(chosen.key);
        setPromo(chosen);
      });
    };
    timer = window.setTimeout(attempt, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [allowed, acted, pathname, api, shopId, signedIn, delayMs]);

  const close = useCallback(() => {
    const focusInside = panel.current?.contains(document.activeElement) ?? false;
    setPromo(undefined);
    if (focusInside) {
      const target = returnTo.current?.isConnected ? returnTo.current : document.getElementById('main');
      target?.focus({ preventScroll: true });
    }
  }, []);

  useEffect(() => {
    if (!promo) return;
    // Where focus was before the shopper moved into the window: it goes back there on close.
    const remember = (e: FocusEvent) => {
      const from = e.relatedTarget as HTMLElement | null;
      if (from && !panel.current?.contains(from)) returnTo.current = from;
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const node = panel.current;
    node?.addEventListener('focusin', remember);
    document.addEventListener('keydown', onKey);
    return () => {
      node?.removeEventListener('focusin', remember);
      document.removeEventListener('keydown', onKey);
    };
  }, [promo, close]);

  if (!promo || !allowed) return null;
  return (
    <Panel ref={panel} role="dialog" aria-modal="false" aria-labelledby={headingId} data-testid={promo.kind === 'offer' ? 'discount-window' : 'global-modal'}>
      <h2 id={headingId}>{promo.heading}</h2>
      <p>{promo.text}</p>
      {promo.code && (
        <p>
          Code: <Code>{promo.code}</Code>
        </p>
      )}
      {promo.link && (
        <Cta to={promo.link} onClick={close}>
          {promo.cta}
        </Cta>
      )}
      <Close type="button" aria-label="Close" onClick={close}>
        ×
      </Close>
    </Panel>
  );
}
