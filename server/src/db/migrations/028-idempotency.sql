-- Idempotent writes (docs/architecture.md §3 "Idempotent writes"): the first successful answer to a write carrying an
-- Idempotency-Key, per user and key, kept a day and shared by every instance. A row without an answer (status NULL) is
-- a write in progress: a repeat waits for its answer.
CREATE TABLE sys_idempotency (
  user_id      integer NOT NULL,
  idem_key     varchar(100) NOT NULL,
  -- sha-256 of the method, the path and the body: the same key on another request is refused
  request_hash char(64) NOT NULL,
  status       smallint,
  content_type varchar(100),
  body         text,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX sys_idempotency_age ON sys_idempotency (created_at);
