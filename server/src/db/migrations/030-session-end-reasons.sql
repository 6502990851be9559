-- Why a session ended (docs/administration.md "Why a session ended"): every revocation keeps its reason on the sign-in
-- (强退, a password reset or change, a disabled account), named as the console is told it (contract/online
-- SESSION_END_REASON). 强退's earlier code takes its new name; the column is widened for longer names to come.
ALTER TABLE auth_login ALTER COLUMN revoke_reason TYPE varchar(32);
UPDATE auth_login SET revoke_reason = 'forced_logout' WHERE revoke_reason = 'forced';
