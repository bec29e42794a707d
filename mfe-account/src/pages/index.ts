import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { LoginPage } from './LoginPage';

export const pages: RemotePages<'account'> = {
  createAccount: RoutePageFrame,
  login: LoginPage,
  retrievePassword: RoutePageFrame,
  signUpResult: RoutePageFrame,
  signUpDiscount: RoutePageFrame,
  partnership: RoutePageFrame,
  paymentCallback: RoutePageFrame,
  myAccount: RoutePageFrame,
  addresses: RoutePageFrame,
  memberRule: RoutePageFrame,
  memberExample: RoutePageFrame,
  orderHistory: RoutePageFrame,
  orderDetail: RoutePageFrame,
  printInvoice: RoutePageFrame,
};
