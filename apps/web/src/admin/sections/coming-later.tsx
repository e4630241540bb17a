import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** An honest placeholder for a section that is not built yet: no made-up data. */
export function ComingLater({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('admin.comingLater.title')}
      subTitle={t('admin.comingLater.text', { section: name })}
    />
  );
}
