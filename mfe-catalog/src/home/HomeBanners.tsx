import styled from '@emotion/styled';
import { colors, Link, mq, radii, useApi, useApiData, useMarket } from '@axlebay/shared-lib';
import { BANNER_RATIO, loadHomeBanners, type HomeBanner } from './home-banners';

const { desktop: D, mobile: M } = BANNER_RATIO;

/** One banner a row, swiped sideways (scroll snap, no autoplay); the row's height is the picture's ratio in every state. */
const Row = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: flex;
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > li {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: ${M.width} / ${M.height};
  border-radius: ${radii.md};
  overflow: hidden;
  background: #1b2a3a;
  ${mq.md} {
    aspect-ratio: ${D.width} / ${D.height};
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The words over the picture's plain side (top on phones, left from md); white on the dark art. */
const Words = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  padding: 16px;
  color: #ffffff;
  ${mq.md} {
    inset: 0 auto 0 0;
    width: 55%;
    padding: 32px 40px;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 20px;
    line-height: 26px;
    ${mq.md} {
      font-size: 32px;
      line-height: 38px;
    }
  }
  p {
    margin: 0 0 12px;
    font-size: 14px;
    line-height: 20px;
    ${mq.md} {
      font-size: 17px;
      line-height: 24px;
    }
  }
  a {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${radii.md};
    background: #ffffff;
    color: ${colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
`;

function Banner({ banner, first, position, count }: { banner: HomeBanner; first: boolean; position: number; count: number }) {
  return (
    <li aria-roledescription="slide" aria-label={`${position} of ${count}`}>
      <Frame data-testid="home-banner" data-code={banner.code}>
        <picture>
          <source media={`(min-width: 768px)`} srcSet={banner.desktop} width={D.width} height={D.height} />
          {/* The first banner is the page's largest picture: fetched first; the others when scrolled to. */}
          <img src={banner.mobile} width={M.width} height={M.height} alt={banner.alt} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" />
        </picture>
        <Words>
          <h2>{banner.heading}</h2>
          {banner.text && <p>{banner.text}</p>}
          <Link to={banner.link}>{banner.cta}</Link>
        </Words>
      </Frame>
    </li>
  );
}

/**
 * The home page's banners (content types BANNER and MOBILE_BANNER, spec §3): in the server's HTML,
 * art-directed (`<picture>`, 3:1 from md, 3:2 below), a fixed ratio in every state (no layout shift).
 * No banners, or a failed call: nothing (the page goes on without them).
 */
export function HomeBanners() {
  const api = useApi();
  const market = useMarket();
  const { data, error } = useApiData(`${market.shopId}:home-banners`, () => loadHomeBanners(api), 'The banners could not be loaded.');
  if (data === undefined && error === undefined) {
    return (
      <Row aria-hidden="true" data-testid="home-banners-loading">
        <li>
          <Frame />
        </li>
      </Row>
    );
  }
  if (!data?.length) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Offers">
      <Row data-testid="home-banners">
        {data.map((b, i) => (
          <Banner key={b.code} banner={b} first={i === 0} position={i + 1} count={data.length} />
        ))}
      </Row>
    </section>
  );
}
