export function CreateOrganizationPage() { return null; }
