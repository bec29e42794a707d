import { lazyPage, RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { ErrorPage } from './ErrorPage';

// The blog's pages are their own chunks (server-rendered: the HTML names them), so no other content page carries their code.
const BlogHomePage = lazyPage('page-blog-home', () => import(/* webpackChunkName: "page-blog-home" */ '../blog/BlogHomePage').then((m) => m.BlogHomePage));
const BlogArticlePage = lazyPage('page-blog-article', () => import(/* webpackChunkName: "page-blog-article" */ '../blog/BlogArticlePage').then((m) => m.BlogArticlePage));
const BlogListPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ '../blog/BlogListPages').then((m) => m.BlogListPage));
const BlogCategoryPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ '../blog/BlogListPages').then((m) => m.BlogCategoryPage));
const BlogTopicPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ '../blog/BlogListPages').then((m) => m.BlogTopicPage));

export const pages: RemotePages<'content'> = {
  // Campaigns (spec §2): one page for the three campaign routes
  campaign: RoutePageFrame,
  // Blogs
  blogHome: BlogHomePage,
  blogList: BlogListPage,
  blogArticle: BlogArticlePage,
  blogCategory: BlogCategoryPage,
  blogTopic: BlogTopicPage,
  // Help and info
  help: RoutePageFrame,
  helpFaq: RoutePageFrame,
  helpFeedback: RoutePageFrame,
  about: RoutePageFrame,
  // Programs and media
  affiliateProgram: RoutePageFrame,
  guideVideo: RoutePageFrame,
  videosShootingOffering: RoutePageFrame,
  ugcAwards: RoutePageFrame,
  ugcAwardsSubmit: RoutePageFrame,
  featuredTpmsSensors: RoutePageFrame,
  // Errors
  notFound: ErrorPage,
  serverError: ErrorPage,
  gatewayTimeout: ErrorPage,
};
