export { notificationsRoutes } from "./notifications.routes";
export { notify, notifyFrom, organizationAdmins } from "./notify";
