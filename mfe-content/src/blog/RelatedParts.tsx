import styled from '@emotion/styled';
import { ExposedParcel, Link } from '@axlebay/shared-lib';
import type { RelatedPartsQuery } from './blog-api';

/** The strip's space is held while catalog's parcel loads (it renders after hydration), so nothing below moves. */
const Slot = styled.div`
  min-height: 442px;
`;

/** Catalog's `./parts-strip` for the article's parts query; a search link when the catalog is down. */
export function RelatedParts({ query }: { query: RelatedPartsQuery }) {
  const title = query.categoryName ? `Shop ${query.categoryName}` : 'Parts for this job';
  const search = query.keyword ? `/search?keyword=${encodeURIComponent(query.keyword)}` : '/search';
  return (
    <Slot data-testid="related-parts">
      <ExposedParcel
        remote="catalog"
        expose="parts-strip"
        props={{ title, keyword: query.keyword, categoryIds: query.categoryIds, size: 8, id: 'article-parts' }}
        loading={null}
        fallback={
          <p>
            <Link to={search}>{title}</Link>
          </p>
        }
      />
    </Slot>
  );
}
