import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';

/** /redirect/{path}: lands on {path} again with replace, which remounts the view (docs/requirements.md §2). */
export default function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useAppNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
