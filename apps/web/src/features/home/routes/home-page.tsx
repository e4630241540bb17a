import { HomeView } from '../components/home-view';
import '../i18n';

/** / for signed-in users. */
export function HomePage() {
  return <HomeView variant="member" />;
}
