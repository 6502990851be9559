-- Every write to a table that a shared read cache reads tells every instance at commit (docs/architecture.md §3
-- "Read caches"): the payload is the table's name, and each instance drops the caches that read it. A statement
-- trigger, so a write of many rows sends one notification, and PostgreSQL folds the same payload sent twice in one
-- transaction into one. Triggers rather than calls in each module, like migration 015: no write path can leave a
-- cache stale.
CREATE FUNCTION woms_rows_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('woms_rows', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- The work-order lists (server/src/modules/work-order/query-rows.ts): the orders, whom they are copied to, their
-- devices, factories, dictionary labels and people's names.
CREATE TRIGGER wo_task_rows_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wo_task
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
CREATE TRIGGER wo_task_copy_to_rows_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wo_task_copy_to
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
CREATE TRIGGER wo_device_rows_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wo_device
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
CREATE TRIGGER sys_area_rows_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_area
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
CREATE TRIGGER sys_dict_data_rows_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_data
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
-- Of a user, the lists show the nickname only: signing in, a new avatar or a changed password change nothing there.
CREATE TRIGGER sys_user_rows_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF nick_name ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION woms_rows_notify();
