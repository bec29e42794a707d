import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { ErrorPage } from './ErrorPage';
import * as programPages from '../programs/program-pages';

export const pages: RemotePages<'content'> = {
  // Campaigns (spec §2): one page for the three campaign routes
  campaign: RoutePageFrame,
  // Blogs
  blogHome: RoutePageFrame,
  blogList: RoutePageFrame,
  blogArticle: RoutePageFrame,
  blogCategory: RoutePageFrame,
  blogTopic: RoutePageFrame,
  // Help and info
  help: RoutePageFrame,
  helpFaq: RoutePageFrame,
  helpFeedback: RoutePageFrame,
  about: RoutePageFrame,
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
