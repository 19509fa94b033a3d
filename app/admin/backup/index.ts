/** The backups' browser-safe side: the line saying when the last backup was made. */
export { LastBackup } from "./components/last-backup";
