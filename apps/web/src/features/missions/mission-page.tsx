// The route file lazy-loads this module; the page itself lives in ./page.
export { MissionPage } from "./page/mission-page";
