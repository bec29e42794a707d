import { useRoute } from '@axlebay/shared-lib';
import { AffiliateProgramPage } from './affiliate/AffiliateProgramPage';
import { TpmsSensorsPage } from './tpms/TpmsSensorsPage';
import { GuideVideoPage, VideosShootingPage } from './videos';

const PAGES = { affiliateProgram: AffiliateProgramPage, featuredTpmsSensors: TpmsSensorsPage, guideVideo: GuideVideoPage, videosShootingOffering: VideosShootingPage };

/**
 * The programme pages without a form (affiliate programme, TPMS guide, the two video pages), one
 * chunk: text, links and a video player, a few KB each. The route's page key picks the page.
 */
export function InfoPage() {
  const Page = PAGES[useRoute().page as keyof typeof PAGES] ?? AffiliateProgramPage;
  return <Page />;
}
