export { notificationsRoutes, oneClickUnsubscribeRoutes } from "./notifications.routes";
export { notify, notifyFrom, organizationAdmins } from "./notify";
export { deliverNotificationEmails } from "./deliver-emails";
export { sendDueDigests } from "./send-digests";
export { sendReminders } from "./send-reminders";
export { unsubscribeToken } from "./unsubscribe-token";
