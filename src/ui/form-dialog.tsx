import type { FieldValues } from 'react-hook-form'
import type { FormDialog as FormDialogState } from '@/lib/use-form-dialog'
import { Dialog } from './dialog'
import { Drawer } from './drawer'
import { FormFooter } from './form-footer'

interface FormShellProps<In extends FieldValues, Out> {
  /** What `useFormDialog` returns: the form (for its submitting state), the form's id and its submit handler. */
  dialog: FormDialogState<In, Out>
  open: boolean
  onClose: () => void
  title: string
  submitLabel: string
  /** The form's accessible name (the title by default). */
  label?: string
  /** Classes of the <form> (its layout). */
  className?: string
  /** The fields. */
  children: React.ReactNode
}

/** The FormFooter (its submit targets the form, spinning while it is submitting) and the <form> itself. */
function formParts<In extends FieldValues, Out>(
  { dialog: { form, formId, onSubmit }, onClose, title, submitLabel, label = title, className, children }: FormShellProps<In, Out>,
  layout: 'dialog' | 'drawer',
) {
  return {
    footer: <FormFooter layout={layout} form={formId} submitLabel={submitLabel} busy={form.formState.isSubmitting} onCancel={onClose} />,
    body: (
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={label} className={className}>
        {children}
      </form>
    ),
  }
}

/** A `useFormDialog` form in a Dialog: the title, the form as the body, then cancel and submit. */
export function FormDialog<In extends FieldValues, Out>({
  size,
  description,
  ...props
}: FormShellProps<In, Out> & Pick<React.ComponentProps<typeof Dialog>, 'size' | 'description'>) {
  const { footer, body } = formParts(props, 'dialog')
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} size={size} description={description} footer={footer}>
      {body}
    </Dialog>
  )
}

/** A `useFormDialog` form in a Drawer: the form as the body, then a wide submit and cancel. */
export function FormDrawer<In extends FieldValues, Out>({
  width,
  subtitle,
  side,
  before,
  actions,
  ...props
}: FormShellProps<In, Out> &
  Pick<React.ComponentProps<typeof Drawer>, 'width' | 'subtitle' | 'side'> & {
    /** Shown above the form, outside it (a summary of the edited record). */
    before?: React.ReactNode
    /** More footer buttons, after submit and cancel (an edited record's delete). */
    actions?: React.ReactNode
  }) {
  const { footer, body } = formParts(props, 'drawer')
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      width={width}
      side={side}
      subtitle={subtitle}
      footer={
        <>
          {footer}
          {actions}
        </>
      }
    >
      {before}
      {body}
    </Drawer>
  )
}
