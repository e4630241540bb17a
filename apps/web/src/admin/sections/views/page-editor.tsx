import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Alert, App, Button, Col, Flex, Form, Input, Row, Typography, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scena/shared/i18n/messages';
import { PAGE_TITLE_MAX, ZPageUpdate, type TPage } from '@scena/shared/pages/schemas';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePage, useUpdatePage } from './api';
import { applyFormErrors, schemaRule } from '../../ui/form-support';
import { HtmlToolbar } from './html-toolbar';
import { sanitizePreview } from './sanitize-preview';
import { LoadFailure, LoadingBlock } from '../../ui/settings-card';
import styles from './views.module.css';

type Values = { title: string; content: string };
type TextAreaRef = GetRef<typeof Input.TextArea>;

/** One static page in one language: loads it, then the form (remounted per page and language by the caller). */
export function PageEditor(props: {
  slug: string;
  language: Language;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const page = usePage(props.slug, props.language);
  // The server answers Polish where English is missing: the same text in both means "not translated yet".
  const polish = usePage(props.slug, 'pl');
  if (page.isPending) return <LoadingBlock label="admin.views.pages.loading" />;
  if (page.isError) {
    return (
      <LoadFailure
        title="admin.views.pages.loadError"
        description={t('admin.views.pages.loadErrorHelp')}
        onRetry={() => void page.refetch()}
        retrying={page.isRefetching}
      />
    );
  }
  const untranslated =
    props.language !== 'pl' &&
    polish.data !== undefined &&
    polish.data.title === page.data.title &&
    polish.data.content === page.data.content;
  return (
    <PageForm
      page={page.data}
      language={props.language}
      untranslated={untranslated}
      onDirtyChange={props.onDirtyChange}
    />
  );
}

function PageForm(props: {
  page: TPage;
  language: Language;
  untranslated: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePage();
  const [saved, setSaved] = useState<Values>({ title: props.page.title, content: props.page.content });
  const [values, setValues] = useState<Values>(saved);
  const textarea = useRef<TextAreaRef>(null);
  const previewId = useId();
  const preview = useDeferredValue(values.content);
  const dirty = values.title !== saved.title || values.content !== saved.content;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const setContent = (content: string) => {
    form.setFieldValue('content', content);
    setValues((current) => ({ ...current, content }));
  };

  const save = (all: Values) =>
    update.mutate(
      { id: props.page.id, slug: props.page.slug, language: props.language, ...all },
      {
        onSuccess: (answer) => {
          // The stored HTML is the sanitized one: show it, so the form matches what visitors get.
          const stored = { title: answer.title, content: answer.content };
          form.setFieldsValue(stored);
          setSaved(stored);
          setValues(stored);
          void message.success(t('admin.saved'));
        },
        onError: (error) => {
          applyFormErrors(form, error, t, ['title', 'content']);
          // §8: the server's message (formError.content when there is one), or "contact the developer".
          const text =
            error instanceof ApiError
              ? t('admin.errorWith', {
                  message: error.formError.content ? t(error.formError.content) : error.message,
                })
              : t('admin.views.pages.saveFailed');
          void message.error(text);
        },
      },
    );

  return (
    <Form
      name="page"
      form={form}
      layout="vertical"
      initialValues={saved}
      onValuesChange={(_changed, all) => setValues(all)}
      onFinish={save}
      requiredMark={false}
    >
      {props.untranslated && (
        <Alert className={styles.notice} type="info" showIcon title={t('admin.views.pages.untranslated')} />
      )}
      <Form.Item
        name="title"
        label={t('admin.views.pages.titleField')}
        rules={[schemaRule(ZPageUpdate.shape.title, t)]}
      >
        <Input maxLength={PAGE_TITLE_MAX} />
      </Form.Item>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12}>
          <Form.Item
            name="content"
            label={t('admin.views.pages.contentField')}
            extra={t('admin.views.pages.contentHelp')}
            rules={[schemaRule(ZPageUpdate.shape.content, t)]}
          >
            <Input.TextArea
              ref={textarea}
              className={styles.htmlSource}
              autoSize={{ minRows: 14, maxRows: 30 }}
              spellCheck={false}
            />
          </Form.Item>
          <HtmlToolbar
            label={t('admin.views.pages.toolbar')}
            getTextarea={() => textarea.current?.resizableTextArea?.textArea}
            onChange={setContent}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={3} id={previewId} className={styles.previewTitle}>
            {t('admin.views.pages.preview')}
          </Typography.Title>
          {/* Allow-listed like the server does on save; rendered inert, as visitors will get it. */}
          <div
            role="region"
            tabIndex={0}
            aria-labelledby={previewId}
            className={`prose ${styles.preview}`}
            dangerouslySetInnerHTML={{ __html: sanitizePreview(preview) }}
          />
        </Col>
      </Row>
      <Flex gap={12} wrap align="center" className={styles.actions}>
        <Button type="primary" htmlType="submit" disabled={!dirty} loading={update.isPending}>
          {t('admin.views.save')}
        </Button>
        <Button
          disabled={!dirty || update.isPending}
          onClick={() => {
            form.setFieldsValue(saved);
            setValues(saved);
          }}
        >
          {t('admin.views.pages.discard')}
        </Button>
        <Typography.Link href={paths.staticPage(props.page.slug)} target="_blank" rel="noopener">
          {t('admin.views.pages.open')}
        </Typography.Link>
      </Flex>
    </Form>
  );
}
