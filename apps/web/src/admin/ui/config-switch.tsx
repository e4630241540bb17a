import { useId, useState, type ReactNode } from 'react';
import { App, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import { useUpdateAppConfig } from '../api/update-app-config';
import { errorToast } from './form-support';
import styles from '../admin.module.css';
import './i18n';

/** What is asked before a switch changes the live site (issue 19, item 11). */
export interface SwitchQuestion {
  title: string;
  /** What happens when it is confirmed. */
  content: ReactNode;
  okText: string;
  /** The confirmation is the red, destructive button. */
  danger?: boolean;
}

type Flag = {
  [K in keyof TAppConfig]: TAppConfig[K] extends boolean ? K : never;
}[keyof TAppConfig];

/**
 * One boolean setting, saved at once with only its own field; the configurations reload before the switch
 * settles (admin-content.md §2 "Views": toggles are saved immediately). Each switch has its own mutation, so
 * toggling two in a row shows both as pending.
 */
export function ConfigSwitch(props: {
  flag: Flag;
  value: boolean;
  label: string;
  description?: string;
  /** The state as a sentence under the description, instead of the short "(on)" beside the label. */
  stateText?: (on: boolean) => string;
  /** What follows the switch (e.g. a notice about the saved state). */
  children?: ReactNode;
  /** Asked before the change to `checked` is saved; none (or null) saves at once. */
  confirm?: (checked: boolean) => SwitchQuestion | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateAppConfig();
  const switchId = useId();
  const descriptionId = useId();
  // The change waiting for its confirmation, with its question.
  const [asked, setAsked] = useState<{ checked: boolean; question: SwitchQuestion } | null>(null);

  const save = (checked: boolean) =>
    update.mutate({ [props.flag]: checked } as Partial<Record<Flag, boolean>>, {
      onSuccess: () => void message.success(t('admin.saved')),
      onError: (error) => void message.error(errorToast(error, t)),
    });

  const toggle = (checked: boolean) => {
    const question = props.confirm?.(checked);
    if (question) setAsked({ checked, question });
    else save(checked);
  };

  const pending = update.isPending
    ? (update.variables as Partial<Record<Flag, boolean>>)[props.flag]
    : undefined;
  const on = pending ?? props.value;
  return (
    <div>
      <div className={styles.switchRow}>
        <Switch
          id={switchId}
          checked={on}
          loading={update.isPending}
          onChange={toggle}
          aria-describedby={props.description ? descriptionId : undefined}
        />
        <label htmlFor={switchId} className={styles.switchLabel}>
          {props.label}
        </label>
        {!props.stateText && <span aria-hidden="true">({t(on ? 'admin.views.on' : 'admin.views.off')})</span>}
      </div>
      {props.description && (
        <Typography.Paragraph id={descriptionId} type="secondary" className={styles.switchDescription}>
          {props.description}
        </Typography.Paragraph>
      )}
      {props.stateText && (
        <Typography.Paragraph className={styles.switchState}>{props.stateText(on)}</Typography.Paragraph>
      )}
      {props.children}
      <Modal
        open={asked !== null}
        title={asked?.question.title}
        okText={asked?.question.okText}
        cancelText={t('admin.confirm.cancel')}
        okButtonProps={{ danger: asked?.question.danger }}
        onOk={() => {
          if (asked) save(asked.checked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
        destroyOnHidden
      >
        {asked?.question.content}
      </Modal>
    </div>
  );
}
