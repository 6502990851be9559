-- Optimistic concurrency of the record edits (docs/concurrency.md): every table behind an edit route carries the
-- version its edit dialog loaded, raised by one at each edit (`WHERE <id> = $1 AND version = $2`), and who made that
-- edit and when, so that a stale edit is refused naming them. A factory's archive is versioned by its sys_area row
-- (the archive edits the factory's address and coordinates, which the area form edits too).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['wo_device', 'alarm_meter', 'sys_user', 'sys_area', 'arc_process_unit', 'sys_dept',
                           'sys_dict_type', 'sys_dict_data', 'sys_menu', 'sys_role', 'gen_table']
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN version integer NOT NULL DEFAULT 0', t);
    EXECUTE format('ALTER TABLE %I ADD COLUMN update_by integer REFERENCES sys_user (user_id) ON DELETE SET NULL', t);
    EXECUTE format('ALTER TABLE %I ADD COLUMN update_time timestamptz', t);
  END LOOP;
END
$$;
