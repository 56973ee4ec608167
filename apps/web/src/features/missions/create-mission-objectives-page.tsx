// The wizard lives in ./wizard; this module keeps the old import path working.
export { CreateMissionObjectivesPage } from "./wizard/wizard-pages";
