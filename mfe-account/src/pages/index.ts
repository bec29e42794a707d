import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { lazy } from 'react';
import { LoginPage } from './LoginPage';

// Sign-in is the page most visits come for: it ships with the parcel. The others load on their route.
const CreateAccountPage = lazy(() => import('./CreateAccountPage').then((m) => ({ default: m.CreateAccountPage })));
const MyAccountPage = lazy(() => import('./MyAccountPage').then((m) => ({ default: m.MyAccountPage })));
const RetrievePasswordPage = lazy(() => import('./RetrievePasswordPage').then((m) => ({ default: m.RetrievePasswordPage })));
const SignUpDiscountPage = lazy(() => import('./SignUpDiscountPage').then((m) => ({ default: m.SignUpDiscountPage })));
const OrderHistoryPage = lazy(() => import('../orders/OrderHistoryPage').then((m) => ({ default: m.OrderHistoryPage })));
const OrderDetailPage = lazy(() => import('../orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })));
const SignUpResultPage = lazy(() => import('./SignUpResultPage').then((m) => ({ default: m.SignUpResultPage })));

export const pages: RemotePages<'account'> = {
  createAccount: CreateAccountPage,
  login: LoginPage,
  retrievePassword: RetrievePasswordPage,
  signUpResult: SignUpResultPage,
  signUpDiscount: SignUpDiscountPage,
  partnership: RoutePageFrame,
  myAccount: MyAccountPage,
  addresses: RoutePageFrame,
  memberRule: RoutePageFrame,
  memberExample: RoutePageFrame,
  orderHistory: OrderHistoryPage,
  orderDetail: OrderDetailPage,
  printInvoice: RoutePageFrame,
};
