import styled from '@emotion/styled';
import { colors, Link, LoadError, LoadingArea, PageFrame, radii, usePageHead, useRoute, useNotFound } from '@axlebay/shared-lib';
import { BrandDirectory } from '../listing/BrandDirectory';
import { CategoryDirectory } from '../listing/CategoryDirectory';
import { MakeDirectory } from '../listing/MakeDirectory';
import { SEO_PAGE_TYPES, usePageSeo } from '../listing/page-seo';
import { OWN_BOTTOM_TEXT, ownLead, pageTexts } from '../listing/page-texts';
import type { Listing } from '../listing/resolve-listing';
import { useListing } from '../listing/use-listing';
import { SearchResults } from '../search/SearchResults';
import { breadcrumbLd } from '../seo/breadcrumb-json-ld';
import { listingFrame } from './listing-frame';

const SubLinks = styled.nav`
  margin: 0 0 12px;
  ul {
    display: flex;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    overflow-x: auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    white-space: nowrap;
    text-decoration: none;
  }
`;

const Bottom = styled.p`
  margin: 32px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
`;

function Body({ listing, footer }: { listing: Listing; footer: React.ReactNode }) {
  switch (listing.kind) {
    case 'brands':
      return (
        <>
          <BrandDirectory brands={listing.brands} />
          {footer}
        </>
      );
    case 'makes':
      return (
        <>
          <MakeDirectory makes={listing.makes} />
          {footer}
        </>
      );
    case 'categories':
      return (
        <>
          <CategoryDirectory tree={listing.categories} />
          {footer}
        </>
      );
    case 'results':
      return (
        <>
          {listing.subLinks && listing.subLinks.length > 0 && (
            <SubLinks aria-label="Categories in this department">
              <ul>
                {listing.subLinks.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{l.name}</Link>
                  </li>
                ))}
              </ul>
            </SubLinks>
          )}
          <SearchResults fixed={listing.fixed} vehicle={listing.vehicle} hideFacets={listing.hideFacets} subject={listing.subject} footer={footer} />
        </>
      );
    default:
      return null;
  }
}

/**
 * Search, brands, makes, parts, categories, collections and the `/[urlHandle]` category pages (with
 * make/model/year): what the URL names comes from the API (unknown → the 404 page); items come from
 * the search results with the page's fixed filter; heading, texts and head from the page SEO data.
 */
export function ListingPage() {
  const route = useRoute();
  const { listing, error, reload } = useListing(route);
  const found = listing && listing.kind !== 'notFound' ? listing : undefined;
  const frame = listingFrame(route, found?.names);
  const results = found?.kind === 'results' ? found : undefined;
  // Asked at once, beside the lookups of what the URL names (its answer is used once the page exists).
  const { seo: lookup } = usePageSeo(route.pathname, route.name !== 'search' ? SEO_PAGE_TYPES[route.name as keyof typeof SEO_PAGE_TYPES] ?? null : null);
  const seo = found ? lookup : {};
  const texts = pageTexts(frame, seo, {
    catalog: results?.seo,
    mustMention: results?.headingMustMention,
    titleFromHeading: results?.titleFromHeading,
    ownLead: ownLead(route.name, frame.heading),
    ownBottom: route.name === 'search' ? undefined : OWN_BOTTOM_TEXT,
  });
  usePageHead({ title: texts.title, description: texts.description, keywords: texts.keywords, jsonLd: [breadcrumbLd(frame.breadcrumb)] });

  const notFound = listing?.kind === 'notFound';
  useNotFound(notFound);
  if (notFound) return null;

  const lead = texts.lead && texts.leadUrl && texts.leadUrl !== route.pathname ? <Link to={texts.leadUrl}>{texts.lead}</Link> : texts.lead;
  const bottom = texts.bottom ? <Bottom data-testid="bottom-text">{texts.bottomUrl ? <Link to={texts.bottomUrl}>{texts.bottom}</Link> : texts.bottom}</Bottom> : null;
  return (
    <PageFrame heading={texts.heading} breadcrumb={frame.breadcrumb} lead={lead}>
      {found ? <Body listing={found} footer={bottom} /> : error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading parts" />}
    </PageFrame>
  );
}
