-- Every write that can change who a token belongs to, whether it is still valid, or what its user may do and see
-- tells every instance at commit (docs/architecture.md §3 "Session cache"): the instances keep sessions, principals
-- and user info in memory and drop what a notification names. Triggers rather than calls in each module, so that
-- no write path (an admin screen, a future module, SQL typed by hand) can leave a cache stale.
--   {"u": userId}   the user's row, roles or factory bindings changed: drop their sessions, principal and info
--   {"l": loginId}  a sign-in was revoked or its tokens removed: drop its sessions
--   {"all": 1}      roles, role menus, menus or departments changed: drop everything
CREATE FUNCTION woms_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('woms_auth', json_build_object('u', OLD.user_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('woms_auth', json_build_object('u', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION woms_auth_notify_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('woms_auth', json_build_object('l', OLD.login_id)::text);
  RETURN NULL;
END $$;

CREATE FUNCTION woms_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('woms_auth', '{"all":1}');
  RETURN NULL;
END $$;

-- A new user has no session yet: only changes and removals matter.
CREATE TRIGGER sys_user_auth_notify AFTER UPDATE OR DELETE ON sys_user
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_user();
CREATE TRIGGER sys_user_role_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_user_role
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_user();
CREATE TRIGGER sys_user_factory_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_user_factory
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_user();
CREATE TRIGGER auth_login_auth_notify AFTER UPDATE OR DELETE ON auth_login
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_login();
CREATE TRIGGER auth_token_auth_notify AFTER UPDATE OR DELETE ON auth_token
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_login();
CREATE TRIGGER sys_role_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();
CREATE TRIGGER sys_role_menu_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_role_menu
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();
CREATE TRIGGER sys_menu_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_menu
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();
CREATE TRIGGER sys_dept_auth_notify AFTER UPDATE OR DELETE ON sys_dept
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();
