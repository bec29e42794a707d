/** The account API paths this remote calls (spec §7 Account). */
export const ACCOUNT_API = {
  login: '/account/public/buyer/login',
  existVerify: '/account/public/buyer/account/exist-verify',
  register: '/account/public/buyer/account/register',
  forgetPasswordInit: '/account/public/buyer/account/forget-password/init',
  forgetPasswordReset: '/account/public/buyer/account/forget-password/reset',
  current: '/account/buyer/account/current',
  avatar: '/account/buyer/account/avatar',
  nickname: '/account/buyer/account/nickname',
  nicknameEditable: '/account/buyer/account/nickname/editable',
  password: '/account/buyer/account/password',
  emailVerifyInit: '/account/buyer/account/email-verify-init',
  emailVerify: '/account/buyer/account/email-verify',
  changeEmailInit: '/account/buyer/account/change-email-init',
  changeEmailFinish: '/account/buyer/account/change-email-finish',
  memberPointsLog: '/account/buyer/member-points-log/list',
} as const;
