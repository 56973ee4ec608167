// Mission Control's public entry: the organization's Mission Control page shows its missions table.
export { MissionControlMissions } from "./mission-control-missions";
