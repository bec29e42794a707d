import { CampaignPage } from '../campaigns/lazy-page';
import { BlogArticlePage, BlogCategoryPage, BlogHomePage, BlogListPage, BlogTopicPage } from '../blog/lazy-pages';
import { lazyPage, RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { ErrorPage } from './ErrorPage';
import * as programPages from '../programs/program-pages';

// Help and info pages are composed on the server: each is its own named chunk, so the HTML lists it and hydration waits for it.
const HelpPage = lazyPage('page-help', () => import(/* webpackChunkName: "page-help" */ '../help/HelpPage').then((m) => m.HelpPage));
const FaqPage = lazyPage('page-help-faq', () => import(/* webpackChunkName: "page-help-faq" */ '../help/FaqPage').then((m) => m.FaqPage));
const FeedbackPage = lazyPage('page-help-feedback', () => import(/* webpackChunkName: "page-help-feedback" */ '../help/FeedbackPage').then((m) => m.FeedbackPage));
const AboutPage = lazyPage('page-about', () => import(/* webpackChunkName: "page-about" */ '../about/AboutPage').then((m) => m.AboutPage));

export const pages: RemotePages<'content'> = {
  // Campaigns (spec §2): one page for the three campaign routes
  campaign: CampaignPage,
  // Blogs
  blogHome: BlogHomePage,
  blogList: BlogListPage,
  blogArticle: BlogArticlePage,
  blogCategory: BlogCategoryPage,
  blogTopic: BlogTopicPage,
  // Help and info
  help: HelpPage,
  helpFaq: FaqPage,
  helpFeedback: FeedbackPage,
  about: AboutPage,
  // Programs and media
  affiliateProgram: programPages.InfoPage,
  guideVideo: programPages.InfoPage,
  videosShootingOffering: programPages.InfoPage,
  ugcAwards: programPages.AwardsPage,
  ugcAwardsSubmit: programPages.AwardsPage,
  featuredTpmsSensors: programPages.InfoPage,
  // Errors
  notFound: ErrorPage,
  serverError: ErrorPage,
  gatewayTimeout: ErrorPage,
};
