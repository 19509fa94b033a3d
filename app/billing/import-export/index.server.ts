/**
 * CSV export and import of the billing back office (/billing/import-export): what its routes
 * (import-export.tsx, data-export.ts, data-import.ts) use.
 *
 * Export (export.server.ts): every bill, transaction or godown item as a CSV file, streamed in
 * keyset batches; the log row (activity.server.ts) is written when the stream ends or fails.
 *
 * Import: the uploaded file is streamed to a temporary file (upload.server.ts; 20 MB at most,
 * refused while it is still arriving), then read by the CSV parser (readCsv). The first pass
 * (scan.server.ts) finds the columns by the header (header.server.ts, with the one column map
 * per type of columns.ts), checks every row (validate.server.ts, with the cell parsers of
 * cells.ts) and collects the problems (line, column, message), and while there are none it
 * spools the rows, ready to insert, to a second temporary file (spool.server.ts); bill numbers
 * are then checked against the database (bill-numbers.server.ts). Only a file without any
 * problem gets the second pass (write.server.ts), which writes the spooled rows in one
 * transaction, in multi-row inserts of IMPORT_BATCH rows. So an import is all or nothing, and
 * memory stays flat however long the file is. Importing bills moves the bill counter past the
 * highest BILLnnnn number imported, in the same transaction. import.server.ts runs the whole
 * import and logs its outcome. Memory figures:
 * docs/performance.md (Billing CSV import and export).
 */
export { logOperation, recentActivities, recordImportFailure } from "./activity.server";
export { exportCounts, exportResponse, TABLES } from "./export.server";
export { importUpload } from "./import.server";
export { receiveCsvUpload, UploadRejected } from "./upload.server";
