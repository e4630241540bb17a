import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { renderRoutes } from '@/test-support/render';
import { SiteLink } from '../site-link';

afterEach(cleanup);

function renderLink(href: string) {
  renderRoutes(<Route path="/" element={<SiteLink href={href}>Przejdź</SiteLink>} />, '/');
  return screen.queryByRole('link', { name: /Przejdź/ });
}

/**
 * Issue 18, hole 6: an administrator's link (a slide's url, the page links) is a router link only when it is a
 * same-site path by the shared rule; an http(s)/ftp URL is an external link; anything else — a value stored
 * before the rule, such as "/\evil.example" — is no link at all.
 */
describe('SiteLink', () => {
  test.each(['/wideo/wesele', '/n/o-teatrze?x=1#a', '/'])(
    '%s is a page of the site: the app navigates',
    (href) => {
      const link = renderLink(href)!;
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBeNull();
      fireEvent.click(link);
      expect(screen.getByTestId('where').textContent).toBe(href.replace(/#.*$/, ''));
    },
  );

  test.each([
    'https://teatr.example/program',
    'http://teatr.example',
    'ftp://pliki.teatr.example/regulamin.pdf',
  ])('%s is another site: a new tab that gets neither the opener nor the referrer', (href) => {
    const link = renderLink(href)!;
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Przejdź (otwiera się w nowej karcie)');
  });

  test.each([
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/..//evil.example',
    'javascript:alert(1)',
    'wydarzenie/wesele',
  ])('%j is no link at all, just its text', (href) => {
    expect(renderLink(href)).toBeNull();
    expect(screen.getByText('Przejdź')).toBeTruthy();
  });
});
