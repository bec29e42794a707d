import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { CampaignPage } from '../campaigns/lazy-page';
import { BlogArticlePage, BlogCategoryPage, BlogHomePage, BlogListPage, BlogTopicPage } from '../blog/lazy-pages';
import { ErrorPage } from './ErrorPage';

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
