import { HomeView } from '../components/home-view';
import '../i18n';

/** /strona-glowna for visitors who are not signed in: the same home with the ways to sign in or sign up. */
export function PublicHomePage() {
  return <HomeView variant="public" />;
}
