// The two video pages (the player, the video list); they ship in the info pages chunk (../program-pages.ts).
export { GuideVideoPage } from './GuideVideoPage';
export { VideosShootingPage } from './VideosShootingPage';
