import { useCallback, useState } from 'react'

export type StepStatus = 'complete' | 'current' | 'upcoming' | 'invalid'

export interface StepDef {
  id: string
  title: React.ReactNode
  description?: React.ReactNode
  /** Drawn instead of the number (`variant="icon"`). */
  icon?: React.ReactNode
  /** The form fields of this step, validated before leaving it forward (react-hook-form names). */
  fields?: readonly string[]
}

export interface StepperState {
  steps: readonly StepDef[]
  index: number
  isFirst: boolean
  isLast: boolean
  status: (i: number) => StepStatus
  /** Validates the current step; moves on only when it is valid. Answers whether it moved. */
  next: () => Promise<boolean>
  back: () => void
  /** Back to any earlier step freely; forward only through valid steps. */
  goTo: (i: number) => Promise<boolean>
}

/**
 * Wizard state: the current step, and each step's validation state. `validate` checks a step's
 * fields, e.g. react-hook-form's `(fields) => trigger(fields)` with the form's zod resolver; the
 * values live in the one form, so going back and forth keeps what was typed.
 */
export function useStepper(steps: readonly StepDef[], validate?: (fields: string[]) => Promise<boolean> | boolean): StepperState {
  const [index, setIndex] = useState(0)
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set())

  const check = useCallback(
    async (i: number) => {
      const fields = steps[i]?.fields
      const ok = !validate || !fields?.length ? true : await validate([...fields])
      setInvalid((s) => {
        const n = new Set(s)
        if (ok) n.delete(i)
        else n.add(i)
        return n
      })
      return ok
    },
    [steps, validate],
  )

  const goTo = useCallback(
    async (target: number) => {
      if (target < 0 || target >= steps.length || target === index) return false
      if (target < index) {
        setIndex(target)
        return true
      }
      for (let i = index; i < target; i++) {
        if (!(await check(i))) {
          setIndex(i)
          return false
        }
      }
      setIndex(target)
      return true
    },
    [check, index, steps.length],
  )

  return {
    steps,
    index,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    status: (i) => (invalid.has(i) ? 'invalid' : i === index ? 'current' : i < index ? 'complete' : 'upcoming'),
    next: () => goTo(index + 1),
    back: () => void goTo(index - 1),
    goTo,
  }
}
