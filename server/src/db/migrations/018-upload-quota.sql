-- A user's uploads of the day are counted at every upload, against UPLOAD_QUOTA_MB_PER_DAY (docs/architecture.md §3
-- "Files"): by uploader and time, not over the whole table.
CREATE INDEX sys_file_uploader_time ON sys_file (create_by, create_time);
