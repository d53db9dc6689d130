import { ApiError } from '@/api/client'

/**
 * What a mutation tells the user, read by the one MutationCache (src/app/providers.tsx) from the
 * mutation's `meta`. Texts are already translated by the screen (its `t`, its namespace).
 */
export interface MutationFeedback {
  /** The success toast (a text, or a text and tone: `warning` when only part of it went), or nothing. */
  success?: (data: unknown, variables: unknown) => SuccessText
  /**
   * The error toast when the server gave no message to show (offline included), or the error's
   * own mapping to a text (an area's refusal codes).
   */
  failed?: string | ((error: unknown) => string)
  /** A form sends it: a 400 with field errors goes to the fields (the form applies them), no toast. */
  form?: boolean
  /** Errors the screen handles itself (a 409 "in use" that keeps a confirmation open). */
  quiet?: (error: ApiError) => boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { feedback?: MutationFeedback }
  }
}

/** True for a 400 answer carrying field errors a form can show on its fields. */
export function hasFieldErrors(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    !!error.errors &&
    Object.entries(error.errors).some(([field, messages]) => field !== '_' && !!messages[0])
  )
}

/**
 * The text of a failure: the server's message, or `fallback` when there is none to show
 * (a network failure, status 0, says only "Network error", in English: the fallback replaces it).
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback
}

export type FeedbackTone = 'success' | 'warning' | 'error'
export type SuccessText = string | { message: string; tone: 'success' | 'warning' } | undefined

/** The toast a settled mutation shows, if any (the MutationCache's one decision). */
export function feedbackOf(
  feedback: MutationFeedback | undefined,
  outcome: { data: unknown; variables: unknown } | { error: unknown },
): { message: string; tone: FeedbackTone } | undefined {
  if (!feedback) return undefined
  if ('error' in outcome) {
    const { error } = outcome
    if (error instanceof ApiError && feedback.quiet?.(error)) return undefined
    if (feedback.form && hasFieldErrors(error)) return undefined
    if (feedback.failed === undefined) return undefined
    return { message: typeof feedback.failed === 'function' ? feedback.failed(error) : errorText(error, feedback.failed), tone: 'error' }
  }
  const shown = feedback.success?.(outcome.data, outcome.variables)
  return typeof shown === 'string' ? (shown ? { message: shown, tone: 'success' } : undefined) : shown
}
