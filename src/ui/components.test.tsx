// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Alert } from './alert'
import { Combobox } from './combobox'
import { EmailAddress } from './email-address'
import { ExpansionPanel, ExpansionPanels } from './expansion-panel'
import { CircularProgress, LinearProgress } from './progress'
import { RadioGroup } from './radio'
import { StatCard } from './stat-card'
import { LinkTabs, Tab, TabList, TabPanel, TabPanels, Tabs, useTabParam } from './tabs'
import { Tooltip } from './tooltip'

describe('Tooltip', () => {
  it('describes its trigger, shows on focus, hides on Escape and blur', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="Delete for good">
        <button type="button">Delete</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Delete' })
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!
    expect(tip.getAttribute('role')).toBe('tooltip')
    expect(tip.textContent).toBe('Delete for good')
    expect(tip.hidden).toBe(true)
    await user.tab()
    expect(document.activeElement).toBe(trigger)
    expect(tip.hidden).toBe(false)
    await user.keyboard('{Escape}')
    expect(tip.hidden).toBe(true)
  })
})

describe('Tabs', () => {
  function UrlTabs() {
    const tabs = useTabParam('tab', ['account', 'security'])
    return (
      <Tabs {...tabs}>
        <TabList aria-label="Settings">
          <Tab>Account</Tab>
          <Tab>Security</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>Account panel</TabPanel>
          <TabPanel>Security panel</TabPanel>
        </TabPanels>
      </Tabs>
    )
  }

  it('keeps the selected tab in ?tab= and moves with the arrow keys', async () => {
    const { user, location } = renderWithProviders(<UrlTabs />, { route: '/settings?tab=security' })
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Security panel')
    await user.click(screen.getByRole('tab', { name: 'Account' }))
    expect(location().search).toBe('')
    screen.getByRole('tab', { name: 'Account' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(location().search).toBe('?tab=security')
    expect(screen.getByRole('tabpanel').textContent).toBe('Security panel')
  })

  it('link tabs mark the current route with aria-current', () => {
    renderWithProviders(
      <LinkTabs
        label="Account"
        items={[
          { to: '/account?tab=profile', label: 'Profile' },
          { to: '/account?tab=billing', label: 'Billing' },
        ]}
      />,
      { route: '/account?tab=billing' },
    )
    const nav = screen.getByRole('navigation', { name: 'Account' })
    expect(within(nav).getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull()
  })
})

describe('ExpansionPanels', () => {
  it('is an accordion: opening one panel closes the other', async () => {
    const { user } = renderWithProviders(
      <ExpansionPanels>
        <ExpansionPanel title="Delivery">Parcel is free</ExpansionPanel>
        <ExpansionPanel title="Returns">Within 15 days</ExpansionPanel>
      </ExpansionPanels>,
    )
    const delivery = screen.getByRole('button', { name: 'Delivery' })
    const returns = screen.getByRole('button', { name: 'Returns' })
    await user.click(delivery)
    expect(delivery.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Parcel is free')).toBeTruthy()
    await user.click(returns)
    expect(returns.getAttribute('aria-expanded')).toBe('true')
    expect(delivery.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('RadioGroup', () => {
  it('is labelled, selects with clicks and arrow keys, and shows its error', async () => {
    function Plan() {
      const [plan, setPlan] = useState<'basic' | 'team' | null>('basic')
      return (
        <RadioGroup
          label="Plan"
          value={plan}
          onChange={setPlan}
          error="Pick the team plan"
          options={[
            { value: 'basic', label: 'Basic' },
            { value: 'team', label: 'Team' },
          ]}
        />
      )
    }
    const { user } = renderWithProviders(<Plan />)
    const group = screen.getByRole('radiogroup', { name: 'Plan' })
    expect(within(group).getByRole('radio', { name: 'Basic' }).getAttribute('aria-checked')).toBe('true')
    within(group).getByRole('radio', { name: 'Basic' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(within(group).getByRole('radio', { name: 'Team' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Pick the team plan')
    expect(group.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('Combobox', () => {
  const countries = [
    { value: 'FR', label: 'France' },
    { value: 'DE', label: 'Allemagne' },
    { value: 'ES', label: 'Espagne' },
    { value: 'EG', label: 'Égypte' },
  ]

  it('single: filters ignoring case and accents, and picks an option', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Combobox label="Country" options={countries} value={null} onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Country' })
    await user.type(input, 'egy')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Égypte'])
    await user.click(screen.getByRole('option', { name: 'Égypte' }))
    expect(onChange).toHaveBeenCalledWith('EG')
  })

  it('single: says when nothing matches', async () => {
    const { user } = renderWithProviders(<Combobox label="Country" options={countries} value={null} onChange={() => {}} />)
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'zzz')
    expect(screen.getByText('No results')).toBeTruthy()
  })

  it('multiple: chosen values are chips that can be removed', async () => {
    function Many() {
      const [value, setValue] = useState<string[]>(['FR'])
      return <Combobox multiple label="Countries" options={countries} value={value} onChange={setValue} hint="Any number" />
    }
    const { user } = renderWithProviders(<Many />)
    await user.click(screen.getByRole('combobox', { name: 'Countries' }))
    await user.click(screen.getByRole('option', { name: 'Espagne' }))
    expect(screen.getByRole('button', { name: 'Remove Espagne' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove France' }))
    expect(screen.queryByRole('button', { name: 'Remove France' })).toBeNull()
    expect(screen.getByText('Any number')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Countries' }).getAttribute('aria-describedby')).toBe(screen.getByText('Any number').id)
  })
})

describe('Alert, progress, stat card', () => {
  it('alert: errors are announced, the close button calls back', async () => {
    const onClose = vi.fn()
    const { user } = renderWithProviders(
      <Alert tone="error" title="Payment failed" onClose={onClose}>
        Card declined
      </Alert>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Payment failed')
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    renderWithProviders(<Alert tone="info">Saved</Alert>)
    expect(screen.getByRole('status').textContent).toBe('Saved')
  })

  it('progress: determinate values, indeterminate without aria-valuenow', () => {
    renderWithProviders(
      <>
        <LinearProgress label="Upload" value={30} max={60} />
        <CircularProgress label="Busy" />
      </>,
    )
    const upload = screen.getByRole('progressbar', { name: 'Upload' })
    expect([upload.getAttribute('aria-valuenow'), upload.getAttribute('aria-valuemax'), upload.getAttribute('aria-valuetext')]).toEqual([
      '30',
      '60',
      '50%',
    ])
    expect(screen.getByRole('progressbar', { name: 'Busy' }).hasAttribute('aria-valuenow')).toBe(false)
  })

  it('stat card: formats the value and the change for the language', () => {
    renderWithProviders(<StatCard label="Comptes" value={12345} delta={-4.5} />, { language: 'fr' })
    expect(screen.getByText('12\u202f345', { normalizer: (s) => s })).toBeTruthy()
    expect(screen.getByText('-4,5\u00a0%', { normalizer: (s) => s }).className).toContain('text-error')
  })

  it('stat card: as a filter toggle it is a pressed button', async () => {
    const onClick = vi.fn()
    const { user } = renderWithProviders(<StatCard label="Active" value={3} onClick={onClick} active />)
    const btn = screen.getByRole('button', { name: /Active/ })
    expect(btn.getAttribute('aria-pressed')).toBe('true')
    await user.click(btn)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('EmailAddress', () => {
  it('reads left to right in every language and may break before the @ only', () => {
    const { container } = renderWithProviders(<EmailAddress value="bailey.2@example.com" className="truncate" />)
    const shown = container.querySelector('span[dir=ltr]')!
    expect(shown.textContent).toBe('bailey.2@example.com')
    expect(shown.className).toBe('truncate')
    // The one break opportunity: between the name and "@example.com".
    expect(shown.querySelectorAll('wbr')).toHaveLength(1)
    expect(shown.querySelector('wbr')!.nextSibling!.textContent).toBe('@example.com')
  })

  it('shows a value without an @ as it is', () => {
    const { container } = renderWithProviders(<EmailAddress value="not-an-address" />)
    expect(container.querySelector('span[dir=ltr]')!.innerHTML).toBe('not-an-address')
  })
})
