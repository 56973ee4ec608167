export function OrganizationPage() { return null; }
