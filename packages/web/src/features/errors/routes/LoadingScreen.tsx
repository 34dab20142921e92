import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/Loader';
import { paths } from '../../../config/paths';

/** /loading and /loading-new: the loader while the app settles, then the root decides where to go. */
export default function LoadingScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.root(), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <PageLoader />;
}
