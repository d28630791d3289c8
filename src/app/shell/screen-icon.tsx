import {
  IconAddressBook,
  IconCalendarCheck,
  IconCash,
  IconChalkboard,
  IconFileCertificate,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ScreenIconKey } from '@/app/screens/screen-registry';

const ICONS: Record<ScreenIconKey, Icon> = {
  academic: IconSchool,
  classes: IconChalkboard,
  attendance: IconCalendarCheck,
  finance: IconCash,
  exams: IconFileCertificate,
  customers: IconAddressBook,
  settings: IconSettings,
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  default: IconLayoutGrid,
};

export type ScreenIconProps = { icon: ScreenIconKey; size?: number };

/** The sidebar icon of a registry entry; an unknown key gets the default icon. */
export function ScreenIcon({ icon, size = 20 }: ScreenIconProps) {
  const Glyph = ICONS[icon] ?? ICONS.default;
  return <Glyph size={size} stroke={1.75} aria-hidden />;
}
