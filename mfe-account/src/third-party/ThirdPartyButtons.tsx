import styled from '@emotion/styled';
import { Button, THIRD_PARTY_PROVIDERS, colors, leaveShop, useApi, useRoute } from '@axlebay/shared-lib';
import { startSignIn } from './pending-sign-in';

const Group = styled.div`
  display: grid;
  gap: 12px;
  margin-block: 16px;
  max-width: 28rem;
`;

const Or = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  text-align: center;
`;

/**
 * "Continue with Google / Apple" (spec §7 third-login, third-register): records the sign-in in this
 * tab and leaves for the provider, which sends the shopper back to `returnPath`.
 */
export function ThirdPartyButtons({ returnPath }: { returnPath: '/login' | '/createAccount' }) {
  const api = useApi();
  const { query } = useRoute();
  return (
    <Group role="group" aria-label="Other ways to sign in">
      <Or>or</Or>
      {THIRD_PARTY_PROVIDERS.map((provider) => (
        <Button key={provider.id} type="button" variant="secondary" onClick={() => leaveShop.go(startSignIn(api.baseURL, provider.id, returnPath, query))}>
          Continue with {provider.name}
        </Button>
      ))}
    </Group>
  );
}
