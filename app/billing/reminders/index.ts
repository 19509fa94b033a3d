/**
 * Payment reminders for the other billing sub-features (browser-safe): the button that sends a
 * customer's reminder (customer page, Old Pending, customers list), the bulk round's link, and
 * how a reminder reads in the customer's log.
 */
export { ReminderButton } from "./components/reminder-button";
export {
  overdueHref,
  REMINDERS_PATH,
  reminderLogLabel,
  remindPath,
  type ReminderChannel,
} from "./reminder";
