import { useEffect } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CODE_DESCRIPTION_MAX,
  CODE_MAX,
  GENERATED_MAX,
  ZCodeForm,
  codeEndProblem,
  type TAdminCode,
  type TCodeFormInput,
} from '@scena/shared/commerce/codes';
import { FormDrawer } from '../../ui/form-drawer';
import { errorText, showFieldErrors, validateWith } from '../../ui/form-support';
import { useCodeProducts, useSaveCode } from './api';

interface Values {
  mode: 'coupon' | 'batch';
  code: string;
  desc: string;
  discount: string;
  product_id: string;
  limit: number | null;
  number: number | null;
  expiration_date: Dayjs | null;
}

function valuesOf(code: TAdminCode | null): Values {
  if (!code) {
    return {
      mode: 'coupon',
      code: '',
      desc: '',
      discount: '',
      product_id: 'any',
      limit: 1,
      number: null,
      expiration_date: dayjs().add(1, 'month').endOf('day'),
    };
  }
  return {
    mode: 'coupon',
    code: code.code,
    desc: code.desc,
    discount:
      code.discount_percent !== null
        ? `${code.discount_percent}%`
        : String(code.discount_cash ?? '').replace('.', ','),
    product_id: code.product_id,
    limit: code.limit,
    number: null,
    expiration_date: dayjs(code.expiration_date).tz(),
  };
}

/**
 * The add/edit drawer of the codes screen (admin-commerce-people.md §4): in add mode one multi-use coupon or a
 * list of one-time codes (then the code is their prefix); in edit mode one code. Checked with the shared
 * ZCodeForm before it leaves; the server's refusals land under the same fields.
 */
export function CodeDrawer({
  open,
  code,
  onClose,
  onGenerated,
}: {
  open: boolean;
  code: TAdminCode | null;
  onClose: () => void;
  onGenerated: (codes: TAdminCode[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveCode();
  const products = useCodeProducts();
  const mode = Form.useWatch('mode', form);
  const editing = code !== null;

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(code));
  }, [open, code, form]);

  const submit = (values: Values) => {
    const batch = !editing && values.mode === 'batch';
    const input: TCodeFormInput = {
      code: values.code,
      desc: values.desc,
      discount: values.discount,
      product_id: values.product_id,
      limit: values.limit ?? '',
      number: batch ? (values.number ?? '') : null,
      expiration_date: values.expiration_date ? values.expiration_date.format('YYYY-MM-DD HH:mm') : '',
    };
    const checked = validateWith(ZCodeForm, input, form);
    if (!checked.ok) {
      if (checked.unshown.length > 0) void message.error(checked.unshown.join(' '));
      return;
    }
    const endProblem = codeEndProblem(checked.data.expiration_date, new Date(), code?.expiration_date);
    if (endProblem) {
      showFieldErrors(form, { expiration_date: endProblem });
      return;
    }
    // The form's own values go out, not the parsed ones: the server checks them with the same schema.
    save.mutate(
      { id: code?.id ?? null, body: input },
      {
        onSuccess: (saved) => {
          void message.success(
            t(editing ? 'admin.codes.updated' : 'admin.codes.created', { count: saved.length }),
          );
          onClose();
          if (batch) onGenerated(saved);
        },
        onError: (error) => {
          const text = errorText(error, form);
          if (text) void message.error(text);
        },
      },
    );
  };

  const productOptions = [
    { value: 'any', label: t('admin.codes.anyProduct') },
    {
      label: t('admin.codes.events'),
      options: products.events.map((event) => ({ value: `event-${event.id}`, label: event.title })),
    },
    {
      label: t('admin.codes.videos'),
      options: products.videos.map((video) => ({ value: `video-${video.id}`, label: video.title })),
    },
  ];

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t(editing ? 'admin.codes.editTitle' : 'admin.codes.addTitle')}
      width={560}
      form={form}
      saving={save.isPending}
      saveText={t(
        editing ? 'admin.codes.save' : mode === 'batch' ? 'admin.codes.generate' : 'admin.codes.add',
      )}
      cancelText={t('admin.codes.cancel')}
      keepOnOutsideClick
    >
      <Form form={form} name="code-form" layout="vertical" onFinish={submit} initialValues={valuesOf(code)}>
        {!editing && (
          <Form.Item name="mode" label={t('admin.codes.mode')}>
            <Segmented
              options={[
                { value: 'coupon', label: t('admin.codes.coupon') },
                { value: 'batch', label: t('admin.codes.batch') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="code"
          label={t(mode === 'batch' && !editing ? 'admin.codes.prefix' : 'admin.codes.code')}
          extra={mode === 'batch' && !editing ? t('admin.codes.prefixHint') : undefined}
          required
        >
          <Input maxLength={CODE_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="desc" label={t('admin.codes.desc')} required>
          <Input maxLength={CODE_DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item
          name="discount"
          label={t('admin.codes.discount')}
          extra={t('admin.codes.discountHint')}
          required
        >
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item name="product_id" label={t('admin.codes.product')} required>
          <Select options={productOptions} loading={products.loading} showSearch optionFilterProp="label" />
        </Form.Item>
        {mode === 'batch' && !editing && (
          <Form.Item name="number" label={t('admin.codes.number')} required>
            <InputNumber min={1} max={GENERATED_MAX} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="limit" label={t('admin.codes.limit')} extra={t('admin.codes.limitHint')} required>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expiration_date" label={t('admin.codes.expiration')} required>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
