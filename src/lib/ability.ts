import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'

/** Actions and subjects of SPEC section 6. 'manage' means any action, 'all' any subject. */
export type Action = 'manage' | 'access' | 'read' | 'create' | 'update' | 'delete'
export type Subject = 'all' | 'AclDemo' | 'tinder' | 'fruitz' | 'models' | 'OTP' | 'global'
export type AppAbility = MongoAbility<[Action, Subject]>
export type AbilityRule = RawRuleOf<AppAbility>
export interface AccessRule {
  action: Action
  subject: Subject
}

export function buildAbility(rules: AbilityRule[] = []): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules)
}
