import { Grid, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CONTENT_LANGUAGES } from '@portal/contracts/content';
import { ARTICLE_STATUSES, ArticleRequest, type StaffArticle } from '@portal/contracts/staff-content';
import { Page } from '@portal/ui';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { PageLink, RecordPage } from '../../../components/record-page';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ChoiceSelect, FailedNotice, FormActions, LabelledSegments, MarketSelect, SavedNotice } from '../../../components/form-parts';
import { focusFirstProblem, showOnField, translated, useSay } from '../../../lib/form-messages';
import { choices } from '../../../lib/labels';
import { staffArticleQuery, useSaveArticle } from '../api/content-desk';
import { PicturePicker } from '../components/picture-picker';
import {
  ARTICLE_FIELD_ORDER,
  articleProblems,
  articleRequest,
  articleSaveError,
  articleValues,
  type ArticleValues,
} from '../content-logic';

/** /news/new and /news/:id: the article as stored, or an empty one. */
export function ArticlePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const article = useQuery({ ...staffArticleQuery(id ?? ''), enabled: Boolean(id) });
  if (!id) return <ArticleEditor key="new" article={null} />;
  return (
    <RecordPage
      query={article}
      title={t('content-desk.editor.title')}
      notFoundKey="content-desk.editor.not-found"
      back={<PageLink to="/news">{t('content-desk.back')}</PageLink>}
      height={420}
    >
      {(a) => <ArticleEditor key={id} article={a} />}
    </RecordPage>
  );
}

function ArticleEditor({ article }: { article: StaffArticle | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveArticle(article?.id ?? null);
  // A new article opens under its own address once created, and says so there.
  const [saved, setSaved] = useState(Boolean((useLocation().state as { saved?: boolean } | null)?.saved));
  const [failed, setFailed] = useState(false);
  const say = useSay();
  const form = useForm<ArticleValues>({
    initialValues: articleValues(article),
    validate: (values) => translated(articleProblems(values), say),
  });

  const submit = form.onSubmit(
    (values) => {
      setSaved(false);
      setFailed(false);
      save.mutate(articleRequest(values), {
        onSuccess: (stored) => {
          setSaved(true);
          if (!article) void navigate(`/news/${stored.id}`, { replace: true, state: { saved: true } });
          else form.setValues(articleValues(stored));
        },
        onError: (error) => setFailed(!showOnField(form, articleSaveError(error), (p) => t(p.key))),
      });
    },
    focusFirstProblem(form, ARTICLE_FIELD_ORDER),
  );

  const values = form.getValues();
  return (
    <Page title={article ? t('content-desk.editor.heading', { title: article.title }) : t('content-desk.new')}>
      <PageLink to="/news">{t('content-desk.back')}</PageLink>
      <form noValidate onSubmit={submit}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md">
              <Stack>
                <TextInput
                  label={t('content-desk.editor.title-field')}
                  required
                  maxLength={maxLengthOf(ArticleRequest.shape.title)}
                  {...form.getInputProps('title')}
                />
                <Textarea
                  label={t('content-desk.editor.abstract')}
                  description={t('content-desk.editor.abstract-hint')}
                  required
                  autosize
                  minRows={2}
                  maxLength={maxLengthOf(ArticleRequest.shape.abstract)}
                  {...form.getInputProps('abstract')}
                />
                <RichTextEditor
                  label={t('content-desk.editor.content')}
                  headingLevel={2}
                  description={t('content-desk.editor.content-hint')}
                  value={values.content}
                  onChange={(html) => form.setFieldValue('content', html)}
                  error={form.errors['content']}
                />
                <TextInput
                  label={t('content-desk.editor.youtube')}
                  description={t('content-desk.editor.youtube-hint')}
                  maxLength={maxLengthOf(ArticleRequest.shape.youtube)}
                  {...form.getInputProps('youtube')}
                />
                <PicturePicker
                  label={t('content-desk.editor.picture')}
                  value={values.picture}
                  onChange={(picture) => form.setFieldValue('picture', picture)}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md">
              <Stack>
                <LabelledSegments
                  id="article-status"
                  label={t('content-desk.column.status')}
                  data={choices(ARTICLE_STATUSES, (s) => t(`content-desk.status.${s}`))}
                  {...form.getInputProps('status')}
                  fullWidth
                />
                <TextInput
                  type="datetime-local"
                  label={t('content-desk.editor.published-at')}
                  description={t('content-desk.editor.published-at-hint')}
                  required
                  {...form.getInputProps('publishedAt')}
                />
                <MarketSelect
                  label={t('content-desk.column.market')}
                  description={t('content-desk.editor.market-hint')}
                  every={t('content-desk.every-market')}
                  {...form.getInputProps('market')}
                />
                <ChoiceSelect
                  label={t('content-desk.column.language')}
                  values={CONTENT_LANGUAGES}
                  nameOf={(l) => t(`content-desk.language.${l}`)}
                  {...form.getInputProps('language')}
                />
                <Switch
                  label={t('content-desk.editor.flagged')}
                  description={t('content-desk.editor.flagged-hint')}
                  {...form.getInputProps('flagged', { type: 'checkbox' })}
                />
                <SavedNotice text={saved && t('content-desk.editor.saved')} />
                <FailedNotice text={failed && t('content-desk.editor.failed')} />
                <FormActions submit={t('content-desk.editor.save')} busy={save.isPending} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Page>
  );
}
