// Limits of one group import (issue 10 §6: one upload created 600,000 groups in one request).
export const GROUP_IMPORT_MAX_ROWS = 2000;
export const GROUP_IMPORT_MAX_BYTES = 1024 * 1024;
/** Groups inserted per statement inside the import's transaction. */
export const GROUP_IMPORT_BATCH = 250;
