import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MAX_BIO, MAX_PHOTOS, modelFields, type Model } from '@/api/contracts/models'
import { formatNumber } from '@/lib/format'
import { TextField, Textarea } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { useModelMutations } from '../api/models'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { LanguagePicker, TagInput } from './model-fields'
import { PhotoPicker, type PhotoItem } from './photo-picker'

/** The contract's fields plus the photos (1-6), checked before anything is sent. */
export const modelFormSchema = modelFields.extend({
  photos: z
    .array(z.custom<PhotoItem>((v) => typeof v === 'object' && v !== null && 'kind' in v))
    .min(1, 'models:validation.photosMin')
    .max(MAX_PHOTOS, 'models:validation.photosMax'),
})
export type ModelFormValues = z.input<typeof modelFormSchema>

const blank = (): ModelFormValues => ({ name: '', age: 25, bio: '', tags: [], languages: ['fr'], photos: [] })

const fromModel = (m: Model): ModelFormValues => ({
  name: m.name,
  age: m.age,
  bio: m.bio,
  tags: [...m.tags],
  languages: [...m.languages],
  photos: m.photos.map((p) => ({ key: p.id, kind: 'existing', id: p.id, url: p.url })),
})

const releasePreviews = (photos: PhotoItem[] | undefined) => photos?.forEach((p) => p.kind === 'new' && URL.revokeObjectURL(p.url))

/** Create or edit a persona model: photos (upload with previews) beside the profile fields. */
export function ModelFormDialog({
  open,
  model,
  tagSuggestions,
  onClose,
}: {
  open: boolean
  model: Model | null
  tagSuggestions: string[]
  onClose: () => void
}) {
  const { t } = useTranslation(['models', 'common'])
  const errorText = useErrorText()
  const { create, update } = useModelMutations()
  const dialog = useFormDialog({
    schema: modelFormSchema,
    open,
    values: () => (model ? fromModel(model) : blank()),
    deps: [model],
    rename: { keepPhotos: 'photos' },
    submit: (values) => {
      const submission = {
        name: values.name,
        age: values.age,
        bio: values.bio,
        tags: values.tags,
        languages: values.languages,
        keepPhotos: values.photos.flatMap((p) => (p.kind === 'existing' ? [p.id] : [])),
        files: values.photos.flatMap((p) => (p.kind === 'new' ? [p.file] : [])),
      }
      return model ? update.mutateAsync({ id: model.id, values: submission }) : create.mutateAsync(submission)
    },
    onDone: () => close(),
  })
  const { register, control, getValues, formState } = dialog.form
  const { errors } = formState
  const bio = useWatch({ control, name: 'bio' }) ?? ''

  function close() {
    releasePreviews(getValues('photos'))
    onClose()
  }

  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={close}
      size="xl"
      title={t(model ? 'form.editTitle' : 'form.createTitle')}
      description={t('form.subtitle')}
      submitLabel={t(model ? 'common:actions.save' : 'form.create')}
      label={t('form.label')}
      className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          <PhotoPicker
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.photos?.message ?? errors.photos?.root?.message)}
          />
        )}
      />
      <div className="grid content-start gap-4">
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4">
          <TextField
            label={t('fields.name')}
            required
            autoComplete="off"
            autoFocus
            {...register('name')}
            error={errorText(errors.name?.message)}
          />
          <TextField
            label={t('fields.age')}
            required
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            {...register('age', { valueAsNumber: true })}
            error={errorText(errors.age?.message)}
          />
        </div>
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <LanguagePicker
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.languages?.message ?? errors.languages?.root?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              value={field.value ?? []}
              onChange={field.onChange}
              suggestions={tagSuggestions}
              error={errorText(errors.tags?.message ?? errors.tags?.root?.message)}
            />
          )}
        />
        <Textarea
          label={t('fields.bio')}
          rows={4}
          maxLength={MAX_BIO}
          hint={t('form.bioCount', { count: formatNumber(bio.length), max: formatNumber(MAX_BIO) })}
          {...register('bio')}
          error={errorText(errors.bio?.message)}
        />
      </div>
    </FormDialog>
  )
}
