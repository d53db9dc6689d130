import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/api/contracts/chat'
import { dayKey, feedbackOf } from './chat-meta'
import { groupMessages } from './group-messages'

const at = (local: string) => new Date(local).toISOString()
const msg = (senderId: number, time: string, text = 'x', seen = false): ChatMessage => ({
  message: text,
  time: at(time),
  senderId,
  feedback: { isSent: true, isDelivered: seen, isSeen: seen },
})

describe('groupMessages', () => {
  it('puts consecutive messages of one sender in one group, a new group when the sender changes', () => {
    const groups = groupMessages([
      msg(1, '2026-11-16T08:00', 'a'),
      msg(1, '2026-11-16T08:01', 'b'),
      msg(11, '2026-11-16T08:02', 'c'),
      msg(1, '2026-11-16T08:03', 'd'),
      msg(1, '2026-11-16T08:04', 'e'),
    ])
    expect(groups.map((g) => [g.senderId, g.messages.map((m) => m.message).join('')])).toEqual([
      [1, 'ab'],
      [11, 'c'],
      [1, 'de'],
    ])
    expect(groups.map((g) => g.startsDay)).toEqual([true, false, false])
    expect(new Set(groups.map((g) => g.key)).size).toBe(3)
  })

  it('starts a new group, marked as a new day, when the day changes', () => {
    const groups = groupMessages([msg(1, '2026-11-16T23:50', 'a'), msg(1, '2026-11-17T00:10', 'b'), msg(11, '2026-11-17T00:11', 'c')])
    expect(groups.map((g) => [g.messages.length, g.startsDay])).toEqual([
      [1, true],
      [1, true],
      [1, false],
    ])
    expect(dayKey(groups[1]!.messages[0]!.time)).toBe('2026-11-17')
  })

  it('answers no group for no message', () => {
    expect(groupMessages([])).toEqual([])
  })
})

describe('feedbackOf', () => {
  it('is seen, else delivered, else sent', () => {
    const base = msg(11, '2026-11-16T08:00')
    expect(feedbackOf(base)).toBe('sent')
    expect(feedbackOf({ ...base, feedback: { isSent: true, isDelivered: true, isSeen: false } })).toBe('delivered')
    expect(feedbackOf({ ...base, feedback: { isSent: true, isDelivered: true, isSeen: true } })).toBe('seen')
  })
})
