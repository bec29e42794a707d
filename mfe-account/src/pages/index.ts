import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { CreateAccountPage } from './CreateAccountPage';
import { LoginPage } from './LoginPage';
import { MyAccountPage } from './MyAccountPage';
import { RetrievePasswordPage } from './RetrievePasswordPage';
import { SignUpDiscountPage } from './SignUpDiscountPage';
import { SignUpResultPage } from './SignUpResultPage';

export const pages: RemotePages<'account'> = {
  createAccount: CreateAccountPage,
  login: LoginPage,
  retrievePassword: RetrievePasswordPage,
  signUpResult: SignUpResultPage,
  signUpDiscount: SignUpDiscountPage,
  partnership: RoutePageFrame,
  paymentCallback: RoutePageFrame,
  myAccount: MyAccountPage,
  addresses: RoutePageFrame,
  memberRule: RoutePageFrame,
  memberExample: RoutePageFrame,
  orderHistory: RoutePageFrame,
  orderDetail: RoutePageFrame,
  printInvoice: RoutePageFrame,
};
