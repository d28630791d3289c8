import type { MantineColor } from '@mantine/core';
import { toCanonical } from '@/contract/customers';

const TYPE_COLORS: Record<string, MantineColor> = {
  STUDENT: 'blue',
  PARENT: 'teal',
  TEACHER: 'grape',
  STAFF: 'orange',
  PROSPECT: 'yellow',
  ALUMNI: 'gray',
};

const PRIORITY_COLORS: Record<string, MantineColor> = {
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

const STATUS_COLORS: Record<string, MantineColor> = {
  NEW: 'cyan',
  CONTACTED: 'blue',
  QUALIFIED: 'teal',
  CONVERTED: 'green',
  LOST: 'gray',
};

function colorOf(colors: Record<string, MantineColor>, value: string | null | undefined, fallback: MantineColor): MantineColor {
  return value ? (colors[toCanonical(value)] ?? fallback) : fallback;
}

/** The type badge's colour (details dialog: "type badge coloured by type"). */
export function typeColor(type: string | null | undefined): MantineColor {
  return colorOf(TYPE_COLORS, type, 'blue');
}

export function priorityColor(priority: string | null | undefined): MantineColor {
  return colorOf(PRIORITY_COLORS, priority, 'gray');
}

export function statusColor(status: string | null | undefined): MantineColor {
  return colorOf(STATUS_COLORS, status, 'indigo');
}
