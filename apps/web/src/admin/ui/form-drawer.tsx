import type { ReactNode } from 'react';
import { Button, Drawer, Flex, type FormInstance } from 'antd';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The drawer's width on a wide screen; it never exceeds the viewport. */
  width: number;
  /** The drawer's form, submitted by the footer's save button. */
  form: FormInstance;
  saving: boolean;
  saveText: string;
  cancelText: string;
  /** A long form is not lost to a stray click beside it (videos, events). */
  keepOnOutsideClick?: boolean;
  /** Cancel waits for a running save (slides). */
  lockWhileSaving?: boolean;
  children: ReactNode;
}

/** The add/edit drawer of a section (admin-content.md §2): the form, then Cancel and Save at the foot. */
export function FormDrawer(props: Props) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size={`min(${props.width}px, 100vw)`}
      maskClosable={!props.keepOnOutsideClick}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={props.onClose} disabled={props.lockWhileSaving && props.saving}>
            {props.cancelText}
          </Button>
          <Button type="primary" onClick={() => props.form.submit()} loading={props.saving}>
            {props.saveText}
          </Button>
        </Flex>
      }
    >
      {props.children}
    </Drawer>
  );
}
