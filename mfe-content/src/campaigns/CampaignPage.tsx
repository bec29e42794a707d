import styled from '@emotion/styled';
import { buildBreadcrumb, ButtonLink, colors, LoadError, LoadingArea, PageFrame, radii, ROUTES, usePageHead, useNotFound, useRoute } from '@axlebay/shared-lib';
import { stateAt, windowAt } from './campaign-clock';
import type { Campaign, CampaignList } from './campaign-types';
import { CampaignBanner } from './CampaignBanner';
import { CampaignSections } from './CampaignSections';
import { Countdown } from './Countdown';
import { CouponBox } from './CouponBox';
import { useCampaignClock } from './use-campaign-clock';
import { useCampaigns } from './use-campaigns';

const Ended = styled.section`
  padding: 16px;
  margin: 16px 0;
  border-radius: ${radii.md};
  background: ${colors.surface};
  display: grid;
  gap: 12px;
  justify-items: start;
  h2,
  p {
    margin: 0;
  }
`;

/** The campaign of `/campaign/<code>`: the route's last segment (the three routes share this page). */
const codeOf = (pattern: string) => pattern.slice(pattern.lastIndexOf('/') + 1);

/**
 * `/campaign/amazing-offers-rolling-in`, `/campaign/black-friday-cyber-monday-unbeatable-offer`,
 * `/campaign/sneak-peek` (spec §2): banner, countdown, the code, the items. Rendered on the server
 * from `GET /infra/public/campaign/v2`; the clock takes over after hydration.
 */
export function CampaignPage() {
  const route = useRoute();
  const code = codeOf(route.pattern);
  const routeTitle = ROUTES.find((r) => r.name === route.name)?.title;
  const { data, error, reload } = useCampaigns();
  const campaign = data?.list.find((c) => c.code === code);
  useNotFound(data !== undefined && campaign === undefined);
  usePageHead({ title: campaign?.title ?? routeTitle ?? 'Campaign', description: campaign?.intro });
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: campaign?.title ?? 'Campaign', seoUrl: `/campaign/${code}` },
  ]);
  if (!data) {
    return (
      <PageFrame heading={routeTitle ?? 'Campaign'} breadcrumb={breadcrumb}>
        {error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the campaign" />}
      </PageFrame>
    );
  }
  if (!campaign) return null;
  return (
    <PageFrame heading={campaign.title} breadcrumb={breadcrumb} lead={campaign.intro}>
      <CampaignBody campaign={campaign} answer={data} />
    </PageFrame>
  );
}

function CampaignBody({ campaign, answer }: { campaign: Campaign; answer: CampaignList }) {
  const clock = useCampaignClock(campaign, answer.serverTime, answer.receivedAt);
  const hero = campaign.banners.find((b) => b.code === 'HERO') ?? campaign.banners[0];
  // Where to go once it is over: a campaign running at this moment (the rolling one always is).
  const at = clock.now ?? answer.serverTime;
  const running = answer.list.find((c) => c.code !== campaign.code && (clock.now === undefined ? c.state : stateAt(windowAt(c, at), at)) === 'RUNNING');
  return (
    <div data-testid="campaign-page" data-campaign={campaign.code}>
      {hero && <CampaignBanner banner={hero} />}
      <Countdown state={clock.state} window={clock.window} now={clock.now} announcement={clock.announcement} />
      <CouponBox coupon={campaign.coupon} state={clock.state} />
      {clock.state === 'ENDED' ? (
        <Ended aria-labelledby="campaign-ended-title" data-testid="campaign-ended">
          <h2 id="campaign-ended-title">{campaign.title} is over</h2>
          {running ? (
            <>
              <p>{`${running.title} is on now.`}</p>
              <ButtonLink to={running.route}>{`See ${running.title}`}</ButtonLink>
            </>
          ) : (
            <ButtonLink to="/">Back to the shop</ButtonLink>
          )}
        </Ended>
      ) : (
        <CampaignSections sections={campaign.sections} />
      )}
    </div>
  );
}
