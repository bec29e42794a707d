import { RoutePageFrame, useRoute } from '@axlebay/shared-lib';

/** `/login`: the form, callback handling and session come with issue 4. */
export function LoginPage() {
  const { query } = useRoute();
  const callback = query.callback ?? query.callBack;
  return (
    <RoutePageFrame lead={callback ? 'Sign in to continue where you left off.' : 'Sign in to your Axlebay account.'} />
  );
}
