export function MissionControlPage() { return null; }
