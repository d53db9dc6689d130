import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CATEGORY_STATUSES, categoryInput, slugify, type Category, type CategoryInput } from '@/api/contracts/ecommerce-categories'
import { ecommerceProducts } from '@/api/resources/ecommerce'
import { ecommerceCategories } from '@/api/resources/ecommerce-categories'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Select, TextField } from '@/ui/field'
import { FormDrawer } from '@/ui/form-dialog'
import { RichTextField } from '@/ui/rich-text-field'
import { useCategories } from '../api/use-categories'
import { categoryLabel } from '../lib/product-meta'
import { ShopPictureField } from './shop-picture-field'

const blank = (): CategoryInput => ({ title: '', slug: '', parentId: null, description: '', status: 'Published' })
const valuesOf = (c: Category): CategoryInput => ({
  title: c.title,
  slug: c.slug,
  image: c.image,
  parentId: c.parentId,
  description: c.description,
  status: c.status,
})

/**
 * "Add category" / edit drawer: title, slug (proposed from the title until typed), picture (drop
 * zone, uploaded first), parent, rich-text description, status; 400 field errors under their fields.
 */
export function CategoryDrawer({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean
  editing: Category | null
  onClose: () => void
  /** After a save (the product form selects the category it just added). */
  onSaved?: (saved: Category) => void
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const [files, setFiles] = useState<File[]>([])
  const { rows } = useCategories()
  const failed = t('toasts.failed')
  const upload = ecommerceProducts.useMutation('uploadImage', { form: true, failed })
  const create = ecommerceCategories.useMutation('create', {
    form: true,
    failed,
    success: (saved) => t('categoryList.created', { name: saved.title }),
  })
  const update = ecommerceCategories.useMutation('update', {
    form: true,
    failed,
    success: (saved) => t('categoryList.updated', { name: saved.title }),
  })
  const dialog = useFormDialog({
    schema: categoryInput,
    open,
    values: () => (editing ? valuesOf(editing) : blank()),
    deps: [editing?.id],
    rename: { file: 'image' },
    submit: async (values) => {
      const image = files[0] ? await upload.mutateAsync(files[0]) : values.image
      const body = { ...values, image }
      const saved = await (editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body))
      onSaved?.(saved)
    },
    onDone: () => {
      setFiles([])
      onClose()
    },
  })
  const { form, onSubmit } = dialog
  // The drawer opens from the product form too: its submit must not bubble (through the portal) to that form.
  const ownSubmit = {
    ...dialog,
    onSubmit: (event?: React.BaseSyntheticEvent) => {
      event?.stopPropagation()
      return onSubmit(event)
    },
  }
  const e = form.formState.errors
  const title = t(editing ? 'categoryList.edit' : 'categoryList.add', { name: editing?.title ?? '' })
  const parents = rows.filter((c) => c.id !== editing?.id).map((c) => ({ value: String(c.id), label: categoryLabel(t, c.title) }))
  const titleField = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!editing && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value))
    },
  })
  return (
    <FormDrawer
      dialog={ownSubmit}
      open={open}
      onClose={onClose}
      width="w-[min(480px,100vw)]"
      title={title}
      submitLabel={t(editing ? 'categoryList.save' : 'categoryList.addSubmit')}
      className="flex flex-col gap-4"
    >
      <TextField label={t('fields.title')} required {...titleField} error={err(e.title?.message)} />
      <TextField label={t('fields.slug')} required dir="ltr" {...form.register('slug')} error={err(e.slug?.message)} />
      <ShopPictureField
        label={t('fields.attachment')}
        current={editing ? { src: editing.image, alt: t('categoryList.currentImage', { name: editing.title }) } : undefined}
        files={files}
        onFiles={setFiles}
        error={err(e.image?.message)}
      />
      <Select
        label={t('fields.parentCategory')}
        placeholder={t('categoryList.noParent')}
        options={parents}
        {...form.register('parentId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        error={err(e.parentId?.message)}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <RichTextField
            label={t('fields.description')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={err(e.description?.message)}
          />
        )}
      />
      <Select
        label={t('fields.status')}
        {...form.register('status')}
        error={err(e.status?.message)}
        options={CATEGORY_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))}
      />
    </FormDrawer>
  )
}
