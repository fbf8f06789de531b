import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { INCIDENT_TYPES, IncidentType, type Incident, type LookupComplaintOrderResponse } from '@portal/contracts/complaint';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { LeaveDialog } from '../../../components/leave-dialog';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateComplaint } from '../api/create-complaint';
import { validateFileCount } from '../file-rules';
import {
  MAX_DESCRIPTION_LENGTH,
  ORDER_MARK_MAX_LENGTH,
  SERIAL_NUMBER_MAX_LENGTH,
  buildComplaintData,
  firstErrorField,
  formFieldForServerField,
  initialFormValues,
  leaveWarning,
  maxQuantity,
  needsSerialNumber,
  quantityErrorOf,
  quantityField,
  serialOptions,
  serverFieldError,
  validateComplaintForm,
  type ComplaintFormValues,
  type FieldError,
  type FormErrors,
} from '../new-complaint-logic';
import { ArticleQuantities } from './article-quantities';
import { CustomAddressFields } from './custom-address-fields';
import { FilePicker } from './file-picker';
import { UploadProgress } from './upload-progress';
import { useFileSelection } from './use-file-selection';

const fieldId = (field: string) => `complaint-${field.replace(/[^\w-]/g, '-')}`;

/** The control to focus for a field's error; "no articles" sends the user to the first quantity. */
function focusField(order: LookupComplaintOrderResponse, field: string) {
  const firstArticle = order.Lines.find((line) => maxQuantity(line) > 0) ?? order.Lines[0];
  const target =
    field === 'incidentType'
      ? `${fieldId(field)}-first`
      : field === 'products' && firstArticle
        ? fieldId(quantityField(firstArticle.ItemNumber))
        : fieldId(field);
  document.getElementById(target)?.focus();
}

type Props = {
  order: LookupComplaintOrderResponse;
  searchId: string;
  onCancel: () => void;
  onCreated: (incident: Incident) => void;
};

/** Step 2: the complaint about one order; every rule is checked here before anything is sent. */
export function ComplaintForm({ order, searchId, onCancel, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const { showError } = useErrorDialog();
  const create = useCreateComplaint();
  const images = useFileSelection('new-complaint');
  const word = (error: FieldError) => t(error.key, error.values ?? {});
  const wordErrors = (found: FormErrors) => Object.fromEntries(Object.entries(found).flatMap(([f, e]) => (e ? [[f, word(e)]] : [])));
  // The rules run from the first send on, then with every change; a server's verdict on a field lasts until the next change.
  const [validateLive, setValidateLive] = useState(false);
  const form = useForm<ComplaintFormValues>({
    initialValues: initialFormValues(order, searchId),
    onValuesChange: (next) => {
      if (validateLive) form.setErrors(wordErrors(validateComplaintForm(order, next)));
    },
  });
  const values = form.values;
  const [orderError, setOrderError] = useState<FieldError | null>(null);
  // The server's verdict on the files holds only while the same files are chosen.
  const [filesFailure, setFilesFailure] = useState<{ error: FieldError; files: unknown } | null>(null);
  const [progress, setProgress] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Leaving with a description or photos asks first, as the configurator does; Cancel too.
  const guard = useLeaveGuard(leaveWarning(values, images.files.length));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const fileError =
    (filesFailure?.files === images.files ? filesFailure.error : null) ??
    (validateLive ? validateFileCount(images.files.length, 'new-complaint') : null);
  const errors: Record<string, unknown> = { ...form.errors, ...(fileError ? { files: word(fileError) } : {}) };
  const text = (field: string) => (errors[field] ? String(errors[field]) : undefined);
  const showSerial = needsSerialNumber(order, values.quantities);
  const serials = serialOptions(order, values.quantities);
  const busy = create.isPending;
  const preparing = images.preparing.length > 0;

  const reportFailure = (error: unknown) => {
    const field = error instanceof ApiError && error.status === 400 ? formFieldForServerField(error.field, order) : null;
    if (error instanceof ApiError && error.status === 400 && error.field === 'orderNumber') {
      setOrderError({ key: error.key && i18n.exists(error.key) ? error.key : 'complaints.ordernumber-error' });
    } else if (field && error instanceof ApiError) {
      const reason = serverFieldError(error.key, error.message, (key) => i18n.exists(key));
      if (field === 'files') setFilesFailure({ error: reason, files: images.files });
      else form.setFieldError(field, word(reason));
      // Focused first, so the dialog hands the focus back to the field when it closes.
      focusField(order, field);
    }
    showError({ error });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || preparing) return;
    const found = validateComplaintForm(order, values);
    const files = validateFileCount(images.files.length, 'new-complaint');
    setValidateLive(true);
    form.setErrors(wordErrors(found));
    setOrderError(null);
    const first = firstErrorField(order, files ? { ...found, files } : found);
    if (first) {
      focusField(order, first);
      return;
    }
    setProgress(0);
    try {
      const incident = await create.mutateAsync({
        data: buildComplaintData(order, values),
        files: images.files.map((f) => f.file),
        onProgress: setProgress,
      });
      guard.release();
      onCreated(incident);
    } catch (error) {
      reportFailure(error);
    }
  };

  const hasErrors = validateLive && Object.keys(errors).length > 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-form-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <Title order={2} size="h3" id="complaint-form-title" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {t('complaints.form.title', { number: order.OrderNumber })}
          </Title>

          {/* Mantine's Alert is a live alert, so it is announced when it appears. */}
          {(hasErrors || orderError) && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {orderError ? t(orderError.key) : t('complaints.form.fix-errors')}
            </Alert>
          )}

          <Stack gap="xs">
            <Title order={3} size="h4" id="complaint-articles-title">
              {t('complaints.form.articles')}
            </Title>
            <ArticleQuantities
              lines={order.Lines}
              quantities={values.quantities}
              errorText={text}
              fieldId={fieldId}
              onChange={(item, quantity) => {
                const quantities = { ...values.quantities, [item]: quantity };
                form.setFieldValue('quantities', quantities);
                // A message shown on leaving the field goes as soon as the quantity is right.
                if (form.errors[quantityField(item)] && !quantityErrorOf(order, quantities, item))
                  form.clearFieldError(quantityField(item));
              }}
              onBlur={(item) => {
                const error = quantityErrorOf(order, values.quantities, item);
                if (error) form.setFieldError(quantityField(item), word(error));
                else form.clearFieldError(quantityField(item));
              }}
            />
          </Stack>

          {showSerial &&
            (serials.length > 0 ? (
              <NativeSelect
                id={fieldId('serialNumber')}
                label={t('complaints.form.serial-number')}
                description={t('complaints.form.serial-number-description')}
                required
                data={[{ value: '', label: t('complaints.form.serial-number-choose') }, ...serials.map((s) => ({ value: s, label: s }))]}
                {...form.getInputProps('serialNumber')}
                maw={360}
              />
            ) : (
              <TextInput
                id={fieldId('serialNumber')}
                label={t('complaints.form.serial-number')}
                description={t('complaints.form.serial-number-description')}
                required
                inputMode="numeric"
                maxLength={SERIAL_NUMBER_MAX_LENGTH}
                {...form.getInputProps('serialNumber')}
                maw={360}
              />
            ))}

          <Radio.Group
            label={t('complaints.form.incident-type')}
            required
            value={values.incidentType ?? ''}
            onChange={(v) => {
              const parsed = IncidentType.safeParse(v);
              form.setFieldValue('incidentType', parsed.success ? parsed.data : null);
            }}
            error={text('incidentType')}
          >
            <Stack gap="sm" mt="xs">
              {Object.values(INCIDENT_TYPES).map((type, i) => (
                <Radio
                  key={type}
                  id={i === 0 ? `${fieldId('incidentType')}-first` : undefined}
                  value={type}
                  label={t(`complaints.type.${type}`)}
                />
              ))}
            </Stack>
          </Radio.Group>

          <Textarea
            id={fieldId('description')}
            label={t('complaints.form.description')}
            description={t('complaints.form.counter', { length: values.description.length, max: MAX_DESCRIPTION_LENGTH })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
          />

          <TextInput
            id={fieldId('orderMark')}
            label={t('complaints.form.order-mark')}
            description={t('complaints.form.order-mark-description')}
            required
            maxLength={ORDER_MARK_MAX_LENGTH}
            {...form.getInputProps('orderMark')}
            maw={480}
          />

          <Stack gap="sm">
            <Checkbox label={t('complaints.form.different-address')} {...form.getInputProps('alternateAddress', { type: 'checkbox' })} />
            {values.alternateAddress && <CustomAddressFields form={form} fieldId={fieldId} />}
          </Stack>

          <FilePicker
            selection={images}
            id={fieldId('files')}
            label={t('complaints.form.images')}
            description={t('complaints.form.images-description')}
            buttonLabel={t('complaints.files.add-images')}
            error={text('files')}
            disabled={busy}
          />

          {busy && images.files.length > 0 && <UploadProgress label={t('complaints.form.sending')} fraction={progress} />}

          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={() => guard.confirm(onCancel)} disabled={busy}>
              {t('complaints.form.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={preparing} size="md">
              {t('complaints.form.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveDialog
        opened={guard.asking !== null}
        title={t('complaints.leave.title')}
        text={t('complaints.leave.text')}
        stayLabel={t('complaints.leave.stay')}
        leaveLabel={t('complaints.leave.leave')}
        onStay={guard.stay}
        onLeave={guard.leave}
      />
    </Paper>
  );
}
