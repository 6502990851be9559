-- Alarm escalation (docs/alarms.md "Escalation"): the rung an alarm reached (0 none, 1 the factory's supervisors, 2
-- the administrators), claimed by the job's UPDATE so that each rung goes once across instances, and the two times.
ALTER TABLE alarm_record
  ADD COLUMN escalated_rung smallint NOT NULL DEFAULT 0 CHECK (escalated_rung BETWEEN 0 AND 2);

-- The job's question every minute: the active, unacknowledged 紧急/高 alarms that have a rung to go.
CREATE INDEX alarm_record_escalation ON alarm_record (raised_at)
 WHERE released_at IS NULL AND ack_time IS NULL AND priority <= 2 AND escalated_rung < 2;

INSERT INTO sys_config (config_key, config_value) VALUES
  ('sys.alarm.escalateSupervisorMinutes', '15'),
  ('sys.alarm.escalateAdminMinutes', '30')
ON CONFLICT DO NOTHING;
