import { lazyPage, type RemotePages } from '@axlebay/shared-lib';
import { lazy } from 'react';
import { LoginPage } from './LoginPage';

// Sign-in is the page most visits come for: it ships with the parcel. The others load on their route.
const InvoicePage = lazy(() => import('../invoice/InvoicePage').then((m) => ({ default: m.InvoicePage })));
const CreateAccountPage = lazy(() => import('./CreateAccountPage').then((m) => ({ default: m.CreateAccountPage })));
const AddressBookPage = lazy(() => import('./AddressBookPage').then((m) => ({ default: m.AddressBookPage })));
const MemberExamplePage = lazy(() => import('../members/MemberExamplePage').then((m) => ({ default: m.MemberExamplePage })));
const MemberRulePage = lazy(() => import('../members/MemberRulePage').then((m) => ({ default: m.MemberRulePage })));
const MyAccountPage = lazy(() => import('./MyAccountPage').then((m) => ({ default: m.MyAccountPage })));
// A public page composed on the server: its chunk is named, so the HTML lists it and hydration waits for it.
const PartnershipPage = lazyPage('page-partnership', () => import(/* webpackChunkName: "page-partnership" */ './PartnershipPage').then((m) => m.PartnershipPage));
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
  partnership: PartnershipPage,
  myAccount: MyAccountPage,
  addresses: AddressBookPage,
  memberRule: MemberRulePage,
  memberExample: MemberExamplePage,
  orderHistory: OrderHistoryPage,
  orderDetail: OrderDetailPage,
  printInvoice: InvoicePage,
};
