import { useId, useState } from 'react';
import { App, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorToast } from './form-support';
import styles from '../admin.module.css';

/**
 * A toggle saved at once through the caller's `save` (admin-commerce-people.md §4 "Settings saving": toggles are
 * saved at once and the config is reloaded — `save` settles once it is). While saving, the switch shows the
 * value asked for; on failure it goes back and the error is toasted. For settings behind their own route (gift
 * and group-ticket settings); the app-config flags have ConfigSwitch.
 */
export function SettingSwitch(props: {
  value: boolean;
  label: string;
  description?: string;
  /** The toast after a save ('Zapisano zmiany'). */
  savedText: string;
  /** The state as a short word beside the label ("włączone"), for those who cannot see the switch's colour. */
  stateText: (on: boolean) => string;
  save: (checked: boolean) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asked, setAsked] = useState<boolean | null>(null);
  const switchId = useId();
  const descriptionId = useId();

  const toggle = (checked: boolean) => {
    setAsked(checked);
    props.save(checked).then(
      () => {
        setAsked(null);
        void message.success(props.savedText);
      },
      (error: unknown) => {
        setAsked(null);
        void message.error(errorToast(error, t));
      },
    );
  };

  const on = asked ?? props.value;
  return (
    <div>
      <div className={styles.switchRow}>
        <Switch
          id={switchId}
          checked={on}
          loading={asked !== null}
          disabled={props.disabled}
          onChange={toggle}
          aria-describedby={props.description ? descriptionId : undefined}
        />
        <label htmlFor={switchId} className={styles.switchLabel}>
          {props.label}
        </label>
        <span aria-hidden="true">({props.stateText(on)})</span>
      </div>
      {props.description && (
        <Typography.Paragraph id={descriptionId} type="secondary" className={styles.switchDescription}>
          {props.description}
        </Typography.Paragraph>
      )}
    </div>
  );
}
