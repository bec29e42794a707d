import { lazyPage } from '@axlebay/shared-lib';

// The blog's pages are their own chunks (server-rendered: the HTML names them, and the browser loads
// them before hydrating), so no other content page carries their code. List, category and topic share one.
export const BlogHomePage = lazyPage('page-blog-home', () => import(/* webpackChunkName: "page-blog-home" */ './BlogHomePage').then((m) => m.BlogHomePage));
export const BlogArticlePage = lazyPage('page-blog-article', () => import(/* webpackChunkName: "page-blog-article" */ './BlogArticlePage').then((m) => m.BlogArticlePage));
export const BlogListPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ './BlogListPages').then((m) => m.BlogListPage));
export const BlogCategoryPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ './BlogListPages').then((m) => m.BlogCategoryPage));
export const BlogTopicPage = lazyPage('page-blog-list', () => import(/* webpackChunkName: "page-blog-list" */ './BlogListPages').then((m) => m.BlogTopicPage));
