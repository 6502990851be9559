-- Uploaded files leave the database for the files folder, FILES_DIR (docs/architecture.md §3 "Files"). Every row
-- names its object the way docs/requirements.md §3's attachments do (bucket, prefix, store name): the file is
-- FILES_DIR/bucket/prefix/store_name. `data` holds bytes only until the start-up move
-- (server/src/modules/file/move-to-folder.ts) has written them there; it is then emptied (NULL).

ALTER TABLE sys_file
  ALTER COLUMN data DROP NOT NULL,
  ADD COLUMN bucket     varchar(32)  NOT NULL DEFAULT 'woms',
  -- the upload's month (UTC), so that no folder grows without bound
  ADD COLUMN prefix     varchar(7)   NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY/MM'),
  -- a random name: never the user's file name (that stays in file_name, for Content-Disposition)
  ADD COLUMN store_name varchar(64)  NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN sha256     char(64),
  -- the thumbnail of a jpg/png beside the file; store_name itself for an image already small enough; NULL: none
  ADD COLUMN thumb_name varchar(64);

-- Rows that exist already (older databases, the demo seed): their month and their extension.
UPDATE sys_file
   SET prefix = to_char(create_time AT TIME ZONE 'UTC', 'YYYY/MM'),
       store_name = store_name || COALESCE(lower(substring(file_name FROM '\.[A-Za-z0-9]{1,8}$')), '');

-- The names become paths: only these characters, so no row can point outside FILES_DIR.
ALTER TABLE sys_file
  ADD CONSTRAINT sys_file_bucket_name CHECK (bucket ~ '^[a-z0-9][a-z0-9-]*$'),
  ADD CONSTRAINT sys_file_prefix_name CHECK (prefix ~ '^[0-9]{4}/[0-9]{2}$'),
  ADD CONSTRAINT sys_file_store_name CHECK (store_name ~ '^[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)*$'),
  ADD CONSTRAINT sys_file_thumb_name CHECK (thumb_name ~ '^[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)*$'),
  ADD CONSTRAINT sys_file_object UNIQUE (bucket, prefix, store_name);

-- The start-up move looks for rows still holding bytes.
CREATE INDEX sys_file_in_database ON sys_file (file_id) WHERE data IS NOT NULL;
