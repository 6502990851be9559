-- The to-do queue (docs/requirements.md §3 "To-do queue"): an order's to-do is open while the order is still at the
-- version the step that sent it left it at (every step bumps wo_task.version), so whoever moves the order on closes it
-- for everybody. task_version is that version; NULL on messages and report to-dos.
ALTER TABLE sys_task_msg ADD COLUMN task_version integer;

-- To-dos sent before this column: those the order's latest step sent (a step writes the order's update_time and its
-- messages' create_time from one clock reading) stand for its current version while it is open; older ones, and those
-- of closed orders, are done with (-1 matches no version).
UPDATE sys_task_msg m
   SET task_version = CASE WHEN t.status <> 9 AND m.create_time = t.update_time THEN t.version ELSE -1 END
  FROM wo_task t
 WHERE t.task_id = m.task_id AND m.tab = 2;

-- The report to-dos of one report and user: the open-rule keeps only the newest (an urge ladder sends several).
CREATE INDEX sys_task_msg_urge ON sys_task_msg (factory_id, urge_type, fill_date, start_date) WHERE tab = 2 AND urge_type IS NOT NULL;
