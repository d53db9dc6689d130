import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'

/** A password input with its show / hide (eye) toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<React.ComponentProps<typeof TextField>, 'type' | 'end'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation()
    const [show, setShow] = useState(false)
    return (
      <TextField
        ref={ref}
        type={show ? 'text' : 'password'}
        end={
          <IconButton
            label={show ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
            size="sm"
            onClick={() => setShow((s) => !s)}
          >
            {show ? <EyeOff /> : <Eye />}
          </IconButton>
        }
        {...props}
      />
    )
  },
)
