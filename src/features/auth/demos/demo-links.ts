import { linkTo } from '@/lib/paths'
import type { AuthVariant } from './auth-demo-layout'

export type AuthDemoScreen = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'twoSteps' | 'verifyEmail'

/** The link to a demo by its registry name (`loginV1`, `twoStepsV2`…). */
export const demoLink = (screen: AuthDemoScreen, variant: AuthVariant) => linkTo(`${screen}${variant === 'v1' ? 'V1' : 'V2'}`)
