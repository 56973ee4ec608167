// The wizard lives in ./wizard; this module keeps the old import path working.
export { CreateMissionPage } from "./wizard/wizard-pages";
