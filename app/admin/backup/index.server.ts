/** The backups' server side: the last backup's status (the catalogue page shows it) and the record of one. */
export { backupStatus, recordBackup } from "./backup.server";
