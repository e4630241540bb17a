import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECTIONS, sectionPath, type AdminPage } from '../sections';

interface AdminMenuProps {
  page: AdminPage;
  /** Called when a section is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The sections as links (keyboard, middle-click and the back button work as on any link), in a labelled <nav>.
 * A menu rather than Tabs: antd Tabs' overflow button breaks aria-required-children (frontend-recipe.md).
 */
export function AdminMenu({ page, onNavigate }: AdminMenuProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = ADMIN_SECTIONS.map((section) => {
    const current = section === page.section;
    return {
      key: section,
      label: (
        <Link
          to={sectionPath(section)}
          onClick={onNavigate}
          aria-current={current ? (page.kind === 'section' ? 'page' : 'true') : undefined}
        >
          {t(`admin.view.${section}`)}
        </Link>
      ),
    };
  });
  return (
    <nav aria-label={t('admin.nav.label')}>
      {/* tabIndex -1: the links are the tab stops; the list itself would be a second, empty one. */}
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[page.section]}
        tabIndex={-1}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
