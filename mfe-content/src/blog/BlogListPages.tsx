import { buildBreadcrumb, PageFrame, useNotFound, usePageHead, useRoute } from '@axlebay/shared-lib';
import { useBlogData, type ArticlePageData, type CategoryPageData, type TopicPageData } from './blog-api';
import { categoryPath, isHandle, listPath, pageNumber, topicPath } from './blog-paths';
import { PagedArticles } from './PagedArticles';

const pageSuffix = (page: number | undefined) => (page && page > 1 ? ` (page ${page})` : '');

/** `/blogs/list` and `/blogs/list/2`… (spec §2): every article, 12 a page; a page past the last is the 404 page. */
export function BlogListPage() {
  const { params } = useRoute();
  const page = pageNumber(params['*']);
  const answer = useBlogData<ArticlePageData>(`list:${page ?? 'none'}`, page ? '/articles' : undefined, { page }, 'The articles could not be loaded.');
  const { error, reload, notFound } = answer;
  // Another page's answer is kept until this one's is in: not shown under this URL.
  const data = answer.data?.page === page ? answer.data : undefined;
  useNotFound(notFound);
  usePageHead({ title: `All articles${pageSuffix(page)}`, description: 'Every article of the Axlebay blog, newest first: brakes, lighting, suspension, engine care, wheels, tires and buying guides.' });
  if (notFound) return null;
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Blog', seoUrl: '/blogs' },
    { label: 'All articles', seoUrl: listPath(1) },
  ]);
  return (
    <PageFrame heading={`All articles${pageSuffix(page)}`} breadcrumb={breadcrumb}>
      <PagedArticles data={data} error={error} reload={reload} href={listPath} label="All articles" />
    </PageFrame>
  );
}

/** The `?page=` of a category or topic page: absent is 1, anything else that is not a page is no page. */
function usePageQuery() {
  const { query } = useRoute();
  return pageNumber(query.page);
}

/** `/blogs/categories/[seoUrlHandle]` (spec §2): a category's articles, paged. */
export function BlogCategoryPage() {
  const { params } = useRoute();
  const handle = params.seoUrlHandle;
  const page = usePageQuery();
  const ok = isHandle(handle) && page !== undefined;
  const answer = useBlogData<CategoryPageData>(`category:${handle}:${page}`, ok ? `/categories/${handle}` : undefined, { page }, 'The articles could not be loaded.');
  const { error, reload, notFound } = answer;
  const data = answer.data && answer.data.category.handle === handle && answer.data.page === page ? answer.data : undefined;
  useNotFound(notFound);
  const name = data?.category.name;
  usePageHead({ title: name ? `${name} articles${pageSuffix(page)}` : 'Blog category', description: data?.category.description });
  if (notFound) return null;
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Blog', seoUrl: '/blogs' },
    { label: name ?? 'Category', seoUrl: categoryPath(handle ?? '') },
  ]);
  return (
    <PageFrame heading={name ? `${name}${pageSuffix(page)}` : 'Blog category'} breadcrumb={breadcrumb} lead={data?.category.description}>
      <PagedArticles data={data} error={error} reload={reload} href={(p) => categoryPath(handle!, p)} label={`${name ?? 'Category'} articles`} />
    </PageFrame>
  );
}

/** `/blogs/topic/[seoUrlHandle]` (spec §2): the articles of a topic, paged. */
export function BlogTopicPage() {
  const { params } = useRoute();
  const handle = params.seoUrlHandle;
  const page = usePageQuery();
  const ok = isHandle(handle) && page !== undefined;
  const answer = useBlogData<TopicPageData>(`topic:${handle}:${page}`, ok ? `/topics/${handle}` : undefined, { page }, 'The articles could not be loaded.');
  const { error, reload, notFound } = answer;
  const data = answer.data && answer.data.topic.handle === handle && answer.data.page === page ? answer.data : undefined;
  useNotFound(notFound);
  const name = data?.topic.name;
  usePageHead({ title: name ? `${name}: articles${pageSuffix(page)}` : 'Blog topic', description: data?.topic.description });
  if (notFound) return null;
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Blog', seoUrl: '/blogs' },
    { label: name ?? 'Topic', seoUrl: topicPath(handle ?? '') },
  ]);
  return (
    <PageFrame heading={name ? `Topic: ${name}${pageSuffix(page)}` : 'Blog topic'} breadcrumb={breadcrumb} lead={data?.topic.description}>
      <PagedArticles data={data} error={error} reload={reload} href={(p) => topicPath(handle!, p)} label={`${name ?? 'Topic'} articles`} />
    </PageFrame>
  );
}
