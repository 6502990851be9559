-- OAuth clients, sign-ins (token families), opaque tokens, captchas and login throttling.
-- Everything lives in the database so that a second server instance sees the same state (docs/architecture.md §1).

CREATE TABLE oauth_client (
  client_id     varchar(64) PRIMARY KEY,
  secret_hash   text NOT NULL,
  grant_types   varchar(200) NOT NULL,
  scope         varchar(64) NOT NULL DEFAULT 'server'
);

-- One row per sign-in; every token issued by refreshing it belongs to the same row.
CREATE TABLE auth_login (
  login_id            serial PRIMARY KEY,
  user_id             integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  client_id           varchar(64) NOT NULL REFERENCES oauth_client (client_id) ON DELETE CASCADE,
  address             varchar(64) NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL,
  -- absolute end of the refresh chain (REFRESH_TTL_S after sign-in)
  refresh_expires_at  timestamptz NOT NULL,
  revoked_at          timestamptz
);
CREATE INDEX auth_login_user ON auth_login (user_id);

CREATE TABLE auth_token (
  -- sha256 of the opaque token: a leaked table does not leak usable tokens
  token_hash  char(64) PRIMARY KEY,
  kind        varchar(10) NOT NULL CHECK (kind IN ('access', 'refresh')),
  login_id    integer NOT NULL REFERENCES auth_login (login_id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  -- set when a refresh token has been exchanged; a second exchange is a replay
  used_at     timestamptz
);
CREATE INDEX auth_token_login ON auth_token (login_id);

CREATE TABLE captcha (
  uuid        varchar(64) PRIMARY KEY,
  code        varchar(8) NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX captcha_expires ON captcha (expires_at);

CREATE TABLE login_attempt (
  key           varchar(200) PRIMARY KEY,
  fail_count    integer NOT NULL,
  window_start  timestamptz NOT NULL,
  locked_until  timestamptz
);
