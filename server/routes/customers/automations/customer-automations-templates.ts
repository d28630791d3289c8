/**
 * The fixed catalogue of automation templates (GET /customers/automations/templates). A
 * customer's automation is made from one of them (POST /customers/{id}/automations with its
 * templateKey). Templates whose action is CREATE_TASK take effect at once: the task is created
 * with its due date, in the same transaction. The others are stored as active rules and
 * carry their rendered text; nothing sends messages yet (docs/decisions.md).
 */
import type { CUSTOMER_AUTOMATION_TEMPLATE_KEYS } from '@/contract/customer-activity';
import type { AutomationTemplate, TemplateParameter } from '@/contract/customer-extras';

type TemplateKey = (typeof CUSTOMER_AUTOMATION_TEMPLATE_KEYS)[number];

const days = (fallback: number, description: string): TemplateParameter => ({ name: 'days', type: 'integer', description, default: fallback, min: 1, max: 90 });

export const AUTOMATION_TEMPLATES: readonly (AutomationTemplate & { key: TemplateKey })[] = [
  {
    key: 'FOLLOW_UP_REMINDER',
    name: 'Follow-up reminder',
    description: 'Adds a follow-up task due in N days.',
    trigger: 'AFTER_DAYS',
    action: { type: 'CREATE_TASK', text: 'Follow up with {name}', priority: 'MEDIUM' },
    parameters: [days(3, 'Days until the follow-up is due')],
    runsImmediately: true,
  },
  {
    key: 'ENROLLMENT_DOCUMENTS',
    name: 'Collect enrollment documents',
    description: 'Adds a high-priority task to collect the tazkira, photos and transcripts, due in N days.',
    trigger: 'AFTER_DAYS',
    action: { type: 'CREATE_TASK', text: 'Collect enrollment documents from {name}', priority: 'HIGH' },
    parameters: [days(7, 'Days until the documents are due')],
    runsImmediately: true,
  },
  {
    key: 'WELCOME_MESSAGE',
    name: 'Welcome message',
    description: 'A welcome message for the visitor, ready to send on the chosen channel.',
    trigger: 'IMMEDIATE',
    action: { type: 'SEND_MESSAGE', text: 'Welcome, {name}! Your visitor number is {serialNumber}. We will contact you soon.' },
    parameters: [{ name: 'channel', type: 'choice', description: 'How to send it', default: 'SMS', choices: ['SMS', 'WHATSAPP', 'EMAIL'] }],
    runsImmediately: false,
  },
  {
    key: 'STALE_LEAD_ALERT',
    name: 'Stale lead alert',
    description: 'Flags the customer for follow-up when nothing has happened for N days.',
    trigger: 'NO_ACTIVITY_DAYS',
    action: { type: 'FLAG_FOR_FOLLOW_UP', text: 'No activity with {name} for {days} days' },
    parameters: [days(14, 'Days without activity before the flag')],
    runsImmediately: false,
  },
];

export function findTemplate(key: string): (AutomationTemplate & { key: TemplateKey }) | undefined {
  return AUTOMATION_TEMPLATES.find((template) => template.key === key);
}

/**
 * The template's parameters with the given values (defaults for the rest), or the problems by
 * parameter name. Unknown parameters are refused, so a typo is not silently ignored.
 */
export function resolveParameters(
  template: AutomationTemplate,
  given: Record<string, string | number> = {},
): { values: Record<string, string | number>; errors: Record<string, string> } {
  const values: Record<string, string | number> = {};
  const errors: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    if (!template.parameters.some((parameter) => parameter.name === name)) errors[`parameters.${name}`] = `Unknown parameter of ${template.key}`;
  }
  for (const parameter of template.parameters) {
    const value = given[parameter.name] ?? parameter.default;
    const key = `parameters.${parameter.name}`;
    if (parameter.type === 'integer') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(number) || number < (parameter.min ?? -Infinity) || number > (parameter.max ?? Infinity)) {
        errors[key] = `${parameter.name} must be a whole number from ${parameter.min} to ${parameter.max}`;
      } else values[parameter.name] = number;
    } else if (parameter.type === 'choice') {
      const choice = String(value).toUpperCase();
      if (!parameter.choices?.includes(choice)) errors[key] = `${parameter.name} must be one of: ${parameter.choices?.join(', ')}`;
      else values[parameter.name] = choice;
    } else values[parameter.name] = String(value);
  }
  return { values, errors };
}

/** The action's text with {name}, {serialNumber} and the parameters filled in. */
export function renderText(text: string, fields: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (fields[name] === undefined ? whole : String(fields[name])));
}
