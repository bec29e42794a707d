import styled from '@emotion/styled';
import { memo } from 'react';
import { mq, radii } from '@axlebay/shared-lib';
import type { BannerArt, CampaignBanner as Banner } from './campaign-types';

/**
 * One art direction per breakpoint: the mobile art below md, the desktop art from md. Each box has
 * its art's aspect ratio, so the banner takes its room before anything paints (no layout shift).
 */
const Art = styled.div<{ art: BannerArt }>`
  aspect-ratio: ${(p) => `${p.art.width} / ${p.art.height}`};
  width: 100%;
  background: ${(p) => `linear-gradient(120deg, ${p.art.background} 0%, ${p.art.background} 62%, ${p.art.accent}33 100%)`};
  background-color: ${(p) => p.art.background};
  color: #ffffff;
  border-radius: ${radii.md};
  display: grid;
  align-content: center;
  gap: 8px;
  padding: 16px 20px;
  box-sizing: border-box;
  overflow: hidden;
  .headline {
    margin: 0;
    font-size: 28px;
    line-height: 1.15;
    font-weight: 900;
    letter-spacing: -0.01em;
  }
  .subline {
    margin: 0;
    font-size: 16px;
    line-height: 1.3;
    color: ${(p) => p.art.accent};
    font-weight: 700;
  }
  ${mq.md} {
    padding: 32px 48px;
    .headline {
      font-size: 44px;
    }
    .subline {
      font-size: 22px;
    }
  }
`;

const Mobile = styled(Art)`
  ${mq.md} {
    display: none;
  }
`;

const Desktop = styled(Art)`
  display: none;
  ${mq.md} {
    display: grid;
  }
`;

/** The campaign's banner (spec §3 Campaign `banners`, code HERO): text art; the art not shown is hidden from screen readers too. */
export const CampaignBanner = memo(function CampaignBanner({ banner }: { banner: Banner }) {
  const { desktop, mobile } = banner.value;
  return (
    <div data-testid="campaign-banner">
      <Mobile art={mobile}>
        <p className="headline">{mobile.headline}</p>
        <p className="subline">{mobile.subline}</p>
      </Mobile>
      <Desktop art={desktop}>
        <p className="headline">{desktop.headline}</p>
        <p className="subline">{desktop.subline}</p>
      </Desktop>
    </div>
  );
});
