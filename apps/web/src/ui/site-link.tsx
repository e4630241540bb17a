import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isExternalUrl, isSitePath } from '@scena/shared/validation/rules';

const EXTERNAL_SCHEMES = ['http', 'https', 'ftp'];

/**
 * A link an administrator wrote (a slide's url, the page links), by the shared site-path rule: a same-site path
 * is a link inside the app; an http(s)/ftp URL leaves the site in a new tab, without the opener or the
 * referrer, and says so; anything else (a value stored before the rule, such as "/\evil.example", which a
 * browser reads as another host) is no link, only its text.
 */
export function SiteLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (isExternalUrl(href, EXTERNAL_SCHEMES)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('ui.link.newTab')}</span>
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
