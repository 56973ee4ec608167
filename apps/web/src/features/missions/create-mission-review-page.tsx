// The wizard lives in ./wizard; this module keeps the old import path working.
export { CreateMissionReviewPage } from "./wizard/wizard-pages";
