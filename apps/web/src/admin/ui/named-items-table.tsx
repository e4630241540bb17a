import { useState } from 'react';
import { App, Button, Empty, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFormErrors, errorMessage, schemaRule } from './form-support';

const PAGE_SIZE = 20;

export interface NamedItem {
  id: number;
  name: string;
}

interface Props<T extends NamedItem> {
  rows: T[];
  loading: boolean;
  /**
   * The section's key prefix ("admin.categories"): its .name, .actions, .edit, .editNamed, .save, .cancel,
   * .delete, .deleteNamed, .confirmDelete, .deleted and .empty texts.
   */
  texts: string;
  /** The shared rule of the name, checked before the rename is sent. */
  nameRule: z.ZodType;
  /** The most characters the name may have: the constant the shared rule uses. */
  nameMax: number;
  /** The columns between the name and the operations. */
  columns: TableColumnsType<T>;
  /** The operation between renaming and deleting (translations, images). */
  action: { label: string; ariaLabel: (item: T) => string; onClick: (item: T) => void };
  rename: (id: number, name: string) => Promise<unknown>;
  renaming: boolean;
  /** When given, a rename while another runs is refused with this text instead of being sent. */
  busyText?: string;
  remove: (id: number) => Promise<unknown>;
  expandable?: TableProps<T>['expandable'];
}

/**
 * A table of named items (categories, galleries; admin-content.md §2) with the name editable in its cell
 * (Enter saves, Escape cancels, one row at a time), the section's own columns and action, and deletion after
 * a confirmation. A refused rename shows its 422 under the name and the message in a toast (§8).
 */
export function NamedItemsTable<T extends NamedItem>(props: Props<T>) {
  const { rows, loading, texts, action } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const text = (key: string, values?: Record<string, string>) => t(`${texts}.${key}`, values);

  const startEdit = (item: T) => {
    form.setFieldsValue({ name: item.name });
    setEditingId(item.id);
  };

  const save = async (id: number) => {
    if (props.busyText && props.renaming) {
      void message.warning(props.busyText);
      return;
    }
    let values: { name: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await props.rename(id, values.name).then(
      () => {
        setEditingId(null);
        void message.success(t('admin.saved'));
      },
      (error: unknown) => {
        applyFormErrors(form, error, t, ['name']);
        void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
      },
    );
  };

  const confirmDelete = (id: number) =>
    props.remove(id).then(
      () => void message.success(text('deleted')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const columns: TableColumnsType<T> = [
    {
      title: text('name'),
      dataIndex: 'name',
      render: (name: string, item) =>
        editingId === item.id ? (
          <Form.Item name="name" rules={[schemaRule(props.nameRule, t)]} style={{ margin: 0 }}>
            <Input
              aria-label={text('name')}
              autoFocus
              maxLength={props.nameMax}
              onPressEnter={() => void save(item.id)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditingId(null);
              }}
            />
          </Form.Item>
        ) : (
          name
        ),
    },
    ...props.columns,
    {
      title: text('actions'),
      key: 'actions',
      render: (_, item) =>
        editingId === item.id ? (
          <Space wrap>
            <Button type="primary" size="small" onClick={() => void save(item.id)} loading={props.renaming}>
              {text('save')}
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              {text('cancel')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button
              size="small"
              onClick={() => startEdit(item)}
              disabled={editingId !== null}
              aria-label={text('editNamed', { name: item.name })}
            >
              {text('edit')}
            </Button>
            <Button size="small" onClick={() => action.onClick(item)} aria-label={action.ariaLabel(item)}>
              {action.label}
            </Button>
            <Popconfirm
              title={text('confirmDelete', { name: item.name })}
              okText={text('delete')}
              cancelText={text('cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => confirmDelete(item.id)}
            >
              <Button size="small" danger aria-label={text('deleteNamed', { name: item.name })}>
                {text('delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Form form={form} name={`${props.texts}.rename`} component={false}>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={text('empty')} /> }}
        scroll={{ x: 'max-content' }}
        expandable={props.expandable}
      />
    </Form>
  );
}
