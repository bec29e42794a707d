// The two video pages share one chunk: the player, the video list and most of their code.
export { GuideVideoPage } from './GuideVideoPage';
export { VideosShootingPage } from './VideosShootingPage';
