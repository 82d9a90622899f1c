import { useParams } from 'react-router';
import { StaticPageView } from '@/features/static-pages/components/static-page-view';

/** /page/:slug : a static page. */
export function Component() {
  const { slug = '' } = useParams();
  return <StaticPageView key={slug} slug={slug} />;
}
