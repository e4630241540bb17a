import { useEffect, useRef, useState } from 'react';
import { Drawer, Layout, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminSectionContent } from '../sections/admin-section-content';
import { useUserNameOf } from '../sections/users/api';
import { useAdminPage, type AdminPage } from '../sections';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';
import { useWideScreen } from './use-wide-screen';
import styles from '../admin.module.css';

function usePageTitle(page: AdminPage): string {
  const { t } = useTranslation();
  const name = useUserNameOf(page.kind === 'userDetail' ? page.userId : '');
  if (page.kind === 'userList') return t('admin.page.userList');
  if (page.kind === 'userDetail') {
    return name
      ? t('admin.page.userDetailNamed', { id: page.userId, name })
      : t('admin.page.userDetail', { id: page.userId });
  }
  return t(`admin.view.${page.section}`);
}

/**
 * The back-office frame: header, the section menu (a sidebar from 992 px, a drawer below), and one <main> whose
 * only <h1> is the section's name. A change of section moves focus to <main>, as a page load would.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const page = useAdminPage();
  const title = usePageTitle(page);
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    const previous = document.title;
    document.title = t('admin.documentTitle', { section: title });
    return () => {
      document.title = previous;
    };
  }, [t, title]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  return (
    <Layout className={styles.shell}>
      <a href="#admin-main" className="skip-link">
        {t('admin.skipToContent')}
      </a>
      <AdminHeader menuButton={wide ? undefined : { open: drawerOpen, onOpen: () => setDrawerOpen(true) }} />
      <Layout hasSider={wide}>
        {wide ? (
          <Layout.Sider width={248} theme="light" className={styles.sider}>
            <AdminMenu page={page} />
          </Layout.Sider>
        ) : (
          <Drawer
            title={t('admin.header.menuTitle')}
            placement="left"
            size={288}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            styles={{ body: { padding: 0 } }}
          >
            <AdminMenu page={page} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout.Content id="admin-main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Typography.Title level={1} className={styles.title}>
            {title}
          </Typography.Title>
          <AdminSectionContent page={page} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
