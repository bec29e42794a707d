import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Link, LoadError, LoadingArea, RoutePageFrame, useNavigation, useSession } from '@axlebay/shared-lib';
import { useAccountProfile } from '../my-account/account-profile';
import { AvatarSection } from '../my-account/AvatarSection';
import { EmailSection } from '../my-account/EmailSection';
import { NicknameForm } from '../my-account/NicknameForm';
import { PasswordForm } from '../my-account/PasswordForm';
import { ProfileForm } from '../my-account/ProfileForm';
import { Section } from '../my-account/Section';
import { MembersSection } from '../members/MembersSection';
import { NewsletterSection } from '../my-account/NewsletterSection';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

/** `/myAccount`: profile, picture, nickname, email, password, addresses, points, sign-out (spec §7). */
export function MyAccountPage() {
  const { profile, error, reload, replace } = useAccountProfile();
  const session = useSession();
  const navigation = useNavigation();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await session.signOut();
    navigation.navigate('/', { replace: true });
  };

  return (
    <RoutePageFrame lead={profile ? `Signed in as ${profile.email}` : 'Your profile, security and points.'}>
      {error && <LoadError message={error} onRetry={() => void reload()} />}
      {!profile && !error && <LoadingArea label="Loading your account" />}
      {profile && (
        <Sections>
          <Section id="profile" title="Profile">
            <AvatarSection profile={profile} onChanged={replace} />
            <NicknameForm profile={profile} onChanged={replace} />
            <ProfileForm profile={profile} onChanged={replace} />
          </Section>
          <Section id="email" title="Email">
            <EmailSection profile={profile} onChanged={replace} />
          </Section>
          <Section id="password" title="Password">
            <PasswordForm />
          </Section>
          <MembersSection />
          <Section id="addresses" title="Addresses">
            <p>Checkout offers your saved addresses, your default one first.</p>
            <p>
              <Link to="/myAccount/address">Manage your addresses</Link>
            </p>
          </Section>
          <NewsletterSection />
          <Section id="orders" title="Orders">
            <p>
              What you ordered, where it is, and buying it again: <Link to="/myAccount/orderHistory">Order history</Link>
            </p>
          </Section>
          <p>
            <Button type="button" variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </Button>
          </p>
        </Sections>
      )}
    </RoutePageFrame>
  );
}
