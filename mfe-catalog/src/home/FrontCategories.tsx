import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, Link, radii, useApi, useApiData } from '@axlebay/shared-lib';
import { FRONT_CATEGORIES } from '../categories/front-categories';
import { CATEGORY_TREE_API, type CategoryNode } from '../product/api';
import { departmentsOf, staticCategories, type FrontCategory } from './front-category-list';
import { HomeSection } from './HomeSection';

const TILE_WIDTH = 112;
const TILE_HEIGHT = 124;
/** Tiles plus room for a horizontal scrollbar: the same in every state (no layout shift). */
const ROW_HEIGHT = TILE_HEIGHT + 24;

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 4px;
  height: ${ROW_HEIGHT}px;
  display: flex;
  gap: 8px;
  overflow-x: auto;
  overflow-y: hidden;
  li {
    flex: 0 0 ${TILE_WIDTH}px;
    height: ${TILE_HEIGHT}px;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    height: 100%;
    padding: 8px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    text-align: center;
    text-decoration: none;
    font-size: 14px;
    line-height: 18px;
    font-weight: 600;
    color: ${colors.text};
    overflow: hidden;
  }
  a:hover {
    border-color: ${colors.primary};
  }
  img,
  .initial {
    width: 64px;
    height: 64px;
    flex: none;
    border-radius: ${radii.sm};
    background: ${colors.surface};
    object-fit: contain;
  }
  .initial {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 28px;
    color: ${colors.primary};
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Placeholder = styled.li`
  border-radius: ${radii.md};
  background: ${colors.surface};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

function Tiles({ categories }: { categories: FrontCategory[] }) {
  return (
    <Row aria-label="Front categories">
      {categories.map((c) => (
        <li key={c.urlHandle}>
          <Link to={`/${c.urlHandle}`} data-category={c.urlHandle}>
            {c.imageUrl ? <img src={c.imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span className="initial" aria-hidden="true">{c.name.charAt(0)}</span>}
            <span>{c.name}</span>
          </Link>
        </li>
      ))}
    </Row>
  );
}

/** Front categories: the API's category tree (departments) when it answers, the static list otherwise. */
export function FrontCategories() {
  const api = useApi();
  const { data, error } = useApiData('category-tree', () => api.get<CategoryNode[]>(CATEGORY_TREE_API), 'The categories could not be loaded.');
  const fromApi = departmentsOf(data);
  let body;
  if (fromApi.length > 0) body = <Tiles categories={fromApi} />;
  else if (error || data) body = <Tiles categories={staticCategories(FRONT_CATEGORIES)} />;
  else
    body = (
      <Row aria-label="Loading categories" aria-busy="true">
        {Array.from({ length: 8 }, (_, k) => (
          <Placeholder key={k} />
        ))}
      </Row>
    );
  return (
    <HomeSection id="home-categories" testId="front-categories" title="Shop by category">
      {body}
    </HomeSection>
  );
}
