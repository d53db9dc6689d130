import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PERMISSION_ROLES, permissionInput, type Permission } from '@/api/contracts/permissions'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { Checkbox } from '@/ui/switch'
import { usePermissionMutations } from '../api/permissions'

/** Add or edit a permission: a unique name and the roles it is assigned to. */
export function PermissionDialog({ open, permission, onClose }: { open: boolean; permission: Permission | null; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common'])
  const errorText = useErrorText()
  const { create, update } = usePermissionMutations()
  const [shown, setShown] = useState(permission)
  if (open && permission !== shown) setShown(permission)
  const editing = open ? permission : shown

  const dialog = useFormDialog({
    schema: permissionInput,
    open,
    values: () => ({ name: permission?.name ?? '', assignedTo: permission?.assignedTo ?? [] }),
    deps: [permission],
    submit: (body) => (permission ? update.mutateAsync({ id: permission.id, body }) : create.mutateAsync(body)),
    onDone: onClose,
  })
  const { register, control, formState } = dialog.form

  const title = t(editing ? 'permissions.dialog.editTitle' : 'permissions.dialog.addTitle')
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={title}
      description={t(editing ? 'permissions.dialog.editHint' : 'permissions.dialog.addHint')}
      submitLabel={t(editing ? 'common:actions.save' : 'permissions.dialog.create')}
      className="grid gap-5"
    >
      <TextField
        label={t('permissions.fields.name')}
        required
        autoComplete="off"
        placeholder={t('permissions.dialog.namePlaceholder')}
        {...register('name')}
        error={errorText(formState.errors.name?.message)}
      />
      <Controller
        control={control}
        name="assignedTo"
        render={({ field }) => {
          const value = field.value ?? []
          return (
            <fieldset>
              <legend className="mb-2 text-[0.8125rem] font-medium">{t('permissions.fields.assignedTo')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PERMISSION_ROLES.map((r) => (
                  <Checkbox
                    key={r}
                    label={t(`permissions.roles.${r}`)}
                    checked={value.includes(r)}
                    onChange={(on) => field.onChange(on ? [...value, r] : value.filter((x) => x !== r))}
                  />
                ))}
              </div>
            </fieldset>
          )
        }}
      />
    </FormDialog>
  )
}
