// The wizard lives in ./wizard; this module keeps the old import path working.
export { EditMissionReviewPage } from "./wizard/wizard-pages";
