import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_OPTIONS } from '@/api/contracts/ecommerce-products'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { Select, TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { ProductSection, type ProductForm } from './product-form-fields'

/** Variants: a repeater of option + value ("Add another option", remove each), stored with the product. */
export function ProductVariantsCard({ form }: { form: ProductForm }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'variants' })
  const errors = form.formState.errors.variants
  const options = VARIANT_OPTIONS.map((o) => ({ value: o, label: t(`products.variants.options.${o}`) }))
  return (
    <ProductSection title={t('products.variants.title')}>
      {fields.length === 0 && <p className="text-muted">{t('products.variants.empty')}</p>}
      <ul className="flex flex-col gap-4">
        {fields.map((f, i) => (
          <li key={f.id} className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]">
            <Select
              label={t('products.variants.option')}
              {...form.register(`variants.${i}.option`)}
              error={err(errors?.[i]?.option?.message)}
              options={options}
            />
            <TextField
              label={t('products.variants.value')}
              {...form.register(`variants.${i}.value`)}
              error={err(errors?.[i]?.value?.message)}
            />
            <IconButton label={t('products.variants.remove', { n: i + 1 })} color="error" className="sm:mt-6" onClick={() => remove(i)}>
              <Trash2 aria-hidden />
            </IconButton>
          </li>
        ))}
      </ul>
      {errors?.message && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {err(errors.message)}
        </p>
      )}
      <Button type="button" variant="tonal" className="self-start" onClick={() => append({ option: 'size', value: '' })}>
        <Plus aria-hidden />
        {t('products.variants.add')}
      </Button>
    </ProductSection>
  )
}
