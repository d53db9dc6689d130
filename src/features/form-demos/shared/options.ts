import type { TFunction } from 'i18next'
import { demoKey } from './demo-key'

/** Sample choices the demos share (labels from the form-demos namespace). */
export const STATES = ['california', 'colorado', 'florida', 'georgia', 'texas', 'wyoming'] as const
export const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange'] as const
export const COUNTRIES = ['FR', 'US', 'MA', 'EG', 'DE', 'JP'] as const

export const stateOptions = (t: TFunction<'form-demos'>) => STATES.map((v) => ({ value: v, label: t(demoKey(`o.states.${v}`)) }))
export const fruitOptions = (t: TFunction<'form-demos'>) => FRUITS.map((v) => ({ value: v, label: t(demoKey(`o.fruits.${v}`)) }))
export const countryOptions = (t: TFunction<'form-demos'>) => COUNTRIES.map((v) => ({ value: v, label: t(demoKey(`o.countries.${v}`)) }))
