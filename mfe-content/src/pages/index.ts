import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { ErrorPage } from './ErrorPage';

export const pages: RemotePages<'content'> = {
  campaign: RoutePageFrame,
  blogHome: RoutePageFrame,
  blogList: RoutePageFrame,
  blogArticle: RoutePageFrame,
  blogCategory: RoutePageFrame,
  blogTopic: RoutePageFrame,
  info: RoutePageFrame,
  notFound: ErrorPage,
  serverError: ErrorPage,
  gatewayTimeout: ErrorPage,
};
