import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { pages } from '../pages';
import type { ArticleCardData, ArticleData, ArticlePageData, BlogHomeData } from './blog-api';
import { dateText, pageNumber } from './blog-paths';

const card = (id: string, over: Partial<ArticleCardData> = {}): ArticleCardData => ({
  id,
  title: `Title of ${id}`,
  summary: `Summary of ${id}`,
  category: { handle: 'brakes', name: 'Brakes' },
  author: 'Dana Whitfield',
  publishedAt: '2025-03-11',
  readingMinutes: 2,
  featured: false,
  ...over,
});

const notFound = () => new ApiError({ code: 404, status: 404, message: 'There is no article with this id' });

const ARTICLE: ArticleData = {
  ...card('choosing-brake-pads', { title: 'Choosing brake pads' }),
  authorRole: 'ASE-certified master technician',
  updatedAt: '2025-03-11',
  words: 420,
  html: '<h2 id="the-three-compounds">The three compounds</h2><p>Text with <a href="/search?keyword=brake%20pads">brake pads</a>.</p><h3 id="ceramic">Ceramic</h3><h2 id="when-to-replace">When to replace</h2>',
  toc: [
    { level: 2, text: 'The three compounds', id: 'the-three-compounds' },
    { level: 3, text: 'Ceramic', id: 'ceramic' },
    { level: 2, text: 'When to replace', id: 'when-to-replace' },
  ],
  topics: [{ handle: 'safety', name: 'Safety' }],
  related: [card('when-to-replace-brake-rotors', { title: 'When to replace brake rotors' })],
  relatedParts: { categoryIds: [31], categoryName: 'Brake Pads' },
};

describe('blog paths', () => {
  it('reads page numbers from the URL: none is 1, junk is no page', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
    for (const bad of ['0', '-1', 'abc', '2/3', '01', '1.5']) expect(pageNumber(bad)).toBeUndefined();
  });

  it('writes dates the same everywhere', () => {
    expect(dateText('2025-03-11')).toBe('March 11, 2025');
    expect(dateText('2026-12-01')).toBe('December 1, 2026');
  });
});

describe('/blogs', () => {
  it('shows the featured article, the latest, categories and topics as links', async () => {
    const home: BlogHomeData = {
      featured: card('cold-weather-engine-care', { title: 'Cold-weather engine care', featured: true }),
      latest: [card('a-one'), card('a-two')],
      categories: [{ handle: 'brakes', name: 'Brakes', description: 'Pads and rotors', articleCount: 7 }],
      topics: [{ handle: 'canada', name: 'Canada', articleCount: 8 }],
    };
    const { api, calls } = scriptedApi({ 'GET /infra/public/buyer/blog/home': home });
    renderRoute(pages, 'blogs', {}, {}, { api });
    expect(await screen.findByRole('link', { name: 'Cold-weather engine care' })).toHaveAttribute('href', '/blogs/cold-weather-engine-care');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Axlebay blog');
    expect(screen.getByRole('link', { name: 'Title of a-two' })).toHaveAttribute('href', '/blogs/a-two');
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Brakes' })).toHaveAttribute('href', '/blogs/categories/brakes');
    expect(screen.getByRole('link', { name: 'Canada (8)' })).toHaveAttribute('href', '/blogs/topic/canada');
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs/list');
    // Headings in order: h1, then h2 sections, cards as h3.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Featured', 'Latest articles', 'Categories', 'Topics']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(calls).toHaveLength(1);
  });
});

describe('/blogs/list', () => {
  const page2: ArticlePageData = { list: [card('x-one'), card('x-two')], page: 2, size: 12, total: 26, pages: 3 };

  it('asks the page in the URL and links the pages before and after', async () => {
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/articles': page2 });
    renderRoute(pages, 'blogListPage', { '*': '2' }, {}, { api });
    expect(await screen.findByRole('link', { name: 'Title of x-one' })).toBeInTheDocument();
    expect((api.get as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]).toEqual(['/infra/public/buyer/blog/articles', { page: 2 }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All articles (page 2)');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs/list');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blogs/list/3');
    expect(screen.getByTestId('article-count')).toHaveTextContent('26 articles · page 2 of 3');
  });

  it('a page past the last is the 404 page', async () => {
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/articles': new ApiError({ code: 404, status: 404, message: 'There is no page 9 of these articles' }) });
    const { navigation } = renderRoute(pages, 'blogListPage', { '*': '9' }, {}, { api });
    await waitFor(() => expect(navigation.calls).toContain('notFound'));
  });

  it('a page that is no number is the 404 page without asking the API', async () => {
    const { api, calls } = scriptedApi({});
    const { navigation } = renderRoute(pages, 'blogListPage', { '*': 'two' }, {}, { api });
    await waitFor(() => expect(navigation.calls).toContain('notFound'));
    expect(calls).toEqual([]);
  });
});

describe('/blogs/[id]', () => {
  it('shows title, byline, date, reading time, contents with in-page links, the body, topics and related articles', async () => {
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/articles/choosing-brake-pads': ARTICLE });
    const { navigation } = renderRoute(pages, 'blogArticle', { id: 'choosing-brake-pads' }, {}, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing brake pads' })).toBeInTheDocument();
    expect(screen.getByText(/By Dana Whitfield/)).toBeInTheDocument();
    expect(screen.getAllByText('March 11, 2025')[0]).toHaveAttribute('datetime', '2025-03-11');
    expect(screen.getAllByText(/2 min read/)[0]!.closest('p')).toHaveTextContent('By Dana WhitfieldASE-certified master technicianMarch 11, 2025 · 2 min read · Brakes');
    const toc = screen.getByRole('navigation', { name: 'In this article' });
    expect(toc.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'The three compounds' })).toHaveAttribute('href', '#the-three-compounds');
    expect(document.getElementById('the-three-compounds')).toHaveTextContent('The three compounds');
    expect(screen.getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/blogs/topic/safety');
    expect(screen.getByRole('link', { name: 'When to replace brake rotors' })).toHaveAttribute('href', '/blogs/when-to-replace-brake-rotors');
    // Catalog's strip cannot load in unit tests: its fallback is a link to the parts.
    expect(await screen.findByRole('link', { name: 'Shop Brake Pads' })).toBeInTheDocument();
    // An in-site link in the body goes through the shell's navigation.
    fireEvent.click(screen.getByRole('link', { name: 'brake pads' }));
    expect(navigation.calls).toContain('navigate /search?keyword=brake%20pads');
    expect(document.title).toBe('Choosing brake pads | Axlebay');
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    expect(ld.map((d) => d['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({ headline: 'Choosing brake pads', datePublished: '2025-03-11', author: { name: 'Dana Whitfield' } });
  });

  it('an unknown article is the 404 page', async () => {
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/articles/no-such-article': notFound() });
    const { navigation } = renderRoute(pages, 'blogArticle', { id: 'no-such-article' }, {}, { api });
    await waitFor(() => expect(navigation.calls).toContain('notFound'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('a failed load says so and can try again', async () => {
    let attempts = 0;
    const { api } = scriptedApi({
      'GET /infra/public/buyer/blog/articles/choosing-brake-pads': () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError({ code: 500, status: 500, message: 'Something went wrong on our side. Please try again.' });
        return ARTICLE;
      },
    });
    renderRoute(pages, 'blogArticle', { id: 'choosing-brake-pads' }, {}, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing brake pads' })).toBeInTheDocument();
  });
});

describe('/blogs/categories and /blogs/topic', () => {
  it('a category page names the category and pages with ?page=', async () => {
    const answer = { category: { handle: 'lighting', name: 'Lighting', description: 'Headlights and more' }, list: [card('l-one')], page: 1, size: 12, total: 13, pages: 2 };
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/categories/lighting': answer });
    renderRoute(pages, 'blogCategory', { seoUrlHandle: 'lighting' }, {}, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lighting' })).toBeInTheDocument();
    expect(screen.getByText('Headlights and more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blogs/categories/lighting?page=2');
  });

  it('a topic page names the topic; an unknown one is the 404 page', async () => {
    const answer = { topic: { handle: 'canada', name: 'Canada', description: 'For Canadian drivers' }, list: [card('c-one')], page: 1, size: 12, total: 1, pages: 1 };
    const { api } = scriptedApi({ 'GET /infra/public/buyer/blog/topics/canada': answer, 'GET /infra/public/buyer/blog/topics/pets': notFound() });
    renderRoute(pages, 'blogTopic', { seoUrlHandle: 'canada' }, {}, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic: Canada' })).toBeInTheDocument();
    expect(screen.queryByTestId('blog-pages')).toBeNull();
    const other = renderRoute(pages, 'blogTopic', { seoUrlHandle: 'pets' }, {}, { api });
    await waitFor(() => expect(other.navigation.calls).toContain('notFound'));
  });
});
