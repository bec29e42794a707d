import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TtlCache } from '../catalog/search/ttl-cache';
import { badRequest, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { ARTICLE_ID_PATTERN } from './article-files';
import {
  articlesPage,
  articleTopics,
  blogHome,
  categoryArticlesPage,
  cardOf,
  findArticle,
  findCategory,
  findTopic,
  relatedArticles,
  relatedParts,
  topicArticlesPage,
} from './blog-queries';
import type { ArticlePage, ArticleView } from './blog-views';
import { renderMarkdown, readingMinutes, type RenderedMarkdown } from './markdown/render-markdown';

/** The blog's calls, beside spec §7's content calls (the spec names none for the blog). */
export const BLOG_API = '/infra/public/buyer/blog';

const PageQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000, default: 1 })) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const HandleParams = Type.Object({ handle: Type.String({ minLength: 1, maxLength: 100 }) });

const ID = new RegExp(ARTICLE_ID_PATTERN);

/** Ids and handles are lowercase words joined by hyphens; anything else is a malformed request. */
function checkHandle(value: string, what: string): string {
  if (!ID.test(value)) throw badRequest(`${what} must be lowercase words joined by hyphens, e.g. choosing-brake-pads`, [{ field: what, message: 'must be lowercase words joined by hyphens' }]);
  return value;
}

function pageOrNotFound(page: ArticlePage | undefined, asked: number): ArticlePage {
  if (!page) throw notFound(`There is no page ${asked} of these articles`);
  return page;
}

/** Articles change rarely and are the same for every visitor: browsers and proxies may keep them 5 minutes. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300');
}

/**
 * The blog (spec §2 Blogs): home, the paged list, an article, a category's and a topic's articles.
 * The Markdown is rendered and sanitized here when read, so the pages get safe HTML and an edit in the
 * database shows at once; renders are kept per body text (a changed body is a new key).
 */
export async function blogRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const renders = new TtlCache<RenderedMarkdown>(500, 60 * 60_000);
  const render = (markdown: string) =>
    renders.getOrLoad(crypto.createHash('sha256').update(markdown).digest('base64url'), async () => renderMarkdown(markdown));

  r.get(`${BLOG_API}/home`, async (_request, reply) => {
    cacheable(reply);
    return ok(await blogHome(database));
  });

  r.get(`${BLOG_API}/articles`, { schema: { querystring: PageQuery } }, async (request, reply) => {
    const page = request.query.page ?? 1;
    const answer = pageOrNotFound(await articlesPage(database, page), page);
    cacheable(reply);
    return ok(answer);
  });

  r.get(`${BLOG_API}/articles/:id`, { schema: { params: IdParams } }, async (request, reply) => {
    const id = checkHandle(request.params.id, 'id');
    const row = await findArticle(database, id);
    if (!row) throw notFound('There is no article with this id');
    const [body, topics, related, parts] = await Promise.all([render(row.body_markdown), articleTopics(database, id), relatedArticles(database, row), relatedParts(database, row)]);
    const view: ArticleView = {
      ...cardOf(row),
      readingMinutes: readingMinutes(body.words),
      authorRole: row.author_role,
      updatedAt: row.updated,
      words: body.words,
      html: body.html,
      toc: body.toc,
      topics,
      related,
      relatedParts: parts,
    };
    cacheable(reply);
    return ok(view);
  });

  /** A category's or a topic's articles: the group itself, then the page. */
  const groupRoute = <K extends 'category' | 'topic'>(
    path: string,
    key: K,
    find: (handle: string) => Promise<{ handle: string; name: string; description: string } | undefined>,
    list: (handle: string, page: number) => Promise<ArticlePage | undefined>,
  ) =>
    r.get(`${BLOG_API}/${path}/:handle`, { schema: { params: HandleParams, querystring: PageQuery } }, async (request, reply) => {
      const handle = checkHandle(request.params.handle, 'handle');
      const page = request.query.page ?? 1;
      const group = await find(handle);
      if (!group) throw notFound(`There is no blog ${key} with this handle`);
      const answer = pageOrNotFound(await list(handle, page), page);
      cacheable(reply);
      return ok({ [key]: group, ...answer });
    });

  groupRoute('categories', 'category', (h) => findCategory(database, h), (h, p) => categoryArticlesPage(database, h, p));
  groupRoute('topics', 'topic', (h) => findTopic(database, h), (h, p) => topicArticlesPage(database, h, p));
}
