// The part of jsdom's API the test set-up uses (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window
  }
}
