import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ROLE_MODULES, roleInput, type RoleCard, type RoleGrant, type RoleInput } from '@/api/contracts/roles'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { Checkbox } from '@/ui/switch'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { useRoleMutations } from '../api/roles'

const RIGHTS = ['read', 'write', 'create'] as const
type Right = (typeof RIGHTS)[number]

/** One row per module, every right off unless the role grants it. */
const fullMatrix = (grants: RoleGrant[] = []): RoleGrant[] =>
  ROLE_MODULES.map((module) => grants.find((g) => g.module === module) ?? { module, read: false, write: false, create: false })

/** Only the modules with at least one right are stored. */
const granted = (grants: RoleGrant[]) => grants.filter((g) => g.read || g.write || g.create)

/** Add or edit a role: its name and the permission matrix (module x read/write/create, with "select all"). */
export function RoleDialog({ open, role, onClose }: { open: boolean; role: RoleCard | null; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common'])
  const errorText = useErrorText()
  const { create, update } = useRoleMutations()
  const [shown, setShown] = useState(role)
  if (open && role !== shown) setShown(role)
  const editing = open ? role : shown

  const dialog = useFormDialog({
    schema: roleInput,
    open,
    values: () => ({ name: role?.name ?? '', permissions: fullMatrix(role?.permissions) }),
    deps: [role],
    submit: (values) => {
      const body: RoleInput = { name: values.name, permissions: granted(values.permissions) }
      return role ? update.mutateAsync({ id: role.id, body }) : create.mutateAsync(body)
    },
    onDone: onClose,
  })
  const { register, control, formState } = dialog.form

  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      size="lg"
      title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')}
      description={t('dialog.subtitle')}
      submitLabel={t(editing ? 'common:actions.save' : 'dialog.create')}
      className="grid gap-5"
    >
      <TextField
        label={t('dialog.name')}
        required
        autoComplete="off"
        placeholder={t('dialog.namePlaceholder')}
        {...register('name')}
        error={errorText(formState.errors.name?.message)}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => {
          const grants = fullMatrix(field.value)
          const all = grants.every((g) => RIGHTS.every((r) => g[r]))
          const some = grants.some((g) => RIGHTS.some((r) => g[r]))
          const set = (module: RoleGrant['module'], right: Right, value: boolean) =>
            field.onChange(grants.map((g) => (g.module === module ? { ...g, [right]: value } : g)))
          const setAll = (value: boolean) => field.onChange(grants.map((g) => ({ ...g, read: value, write: value, create: value })))
          return (
            <fieldset>
              <legend className="text-lg font-medium text-strong">{t('dialog.permissions')}</legend>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-b border-border py-3">
                <span className="font-medium">{t('dialog.adminAccess')}</span>
                <Checkbox label={t('dialog.selectAll')} checked={all} indeterminate={some && !all} onChange={setAll} />
              </div>
              <Table>
                <TableHeader plain>
                  <tr className="border-b border-border">
                    <TableHead className="px-0 py-2.5 pe-4">{t('matrix.module')}</TableHead>
                    {RIGHTS.map((r) => (
                      <TableHead key={r} align="center" className="px-2 py-2.5">
                        {t(`matrix.${r}`)}
                      </TableHead>
                    ))}
                  </tr>
                </TableHeader>
                <TableBody>
                  {grants.map((g) => (
                    <TableRow key={g.module} className="border-t-0 border-b last:border-0">
                      <TableHead scope="row" className="px-0 py-2.5 pe-4 whitespace-nowrap">
                        {t(`modules.${g.module}`)}
                      </TableHead>
                      {RIGHTS.map((r) => (
                        <TableCell key={r} align="center" className="px-2 py-2.5">
                          <Checkbox
                            hideLabel
                            label={t('matrix.cell', { module: t(`modules.${g.module}`), right: t(`matrix.${r}`) })}
                            checked={g[r]}
                            onChange={(v) => set(g.module, r, v)}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </fieldset>
          )
        }}
      />
    </FormDialog>
  )
}
