import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/{path}: lands on {path} again with replace, which remounts the view (docs/requirements.md §2). */
export default function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
