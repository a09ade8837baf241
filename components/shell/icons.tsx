// Small line icons for the shell. Decorative: the text beside them (or the control's label) says what they mean.
import { Icon } from "@/components/ui/icon";

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.2 3.6-7 8-7s8 2.8 8 7" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const BellIcon = () => (
  <Icon>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.8 1.8H4.2z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Icon>
);

export const AdminIcon = () => (
  <Icon>
    <path d="M12 3 4.5 6v5.5c0 4.8 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.7 7.5-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon>
    <path d="M14 4h5v16h-5" />
    <path d="M9.5 8 5.5 12l4 4" />
    <path d="M5.5 12H15" />
  </Icon>
);

export const LoginIcon = () => (
  <Icon>
    <path d="M14 4h5v16h-5" />
    <path d="M9 8l4 4-4 4" />
    <path d="M13 12H3.5" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);
