// Small line icons for the shell. Decorative: the text beside them (or the control's label) says what they mean.
import { Icon } from "@/components/ui/icon";

export const HomeIcon = () => (
  <Icon size={26}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 9.8V20h4.5v-5.5h4V20h4.5V9.8" />
  </Icon>
);

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

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon size={14}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v6H4V6h6" />
  </Icon>
);

/** The flamingo on the menu button: the gang's mascot on the shore. */
export function FlamingoIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M18 20.5v9.5M18 24.5l3.5 2.5" stroke="#7a3b2e" strokeWidth="1.4" strokeLinecap="round" fill="none" />
      <path d="M20 20.5V30" stroke="#7a3b2e" strokeWidth="1.4" strokeLinecap="round" fill="none" />
      <path d="M12.5 15.5C7.5 13 7.8 5.5 11.3 4.3" stroke="#f4879a" strokeWidth="2.6" strokeLinecap="round" fill="none" />
      <ellipse cx="19.5" cy="16.5" rx="8" ry="5" transform="rotate(-18 19.5 16.5)" fill="#f4879a" />
      <path d="M15 14.5c3-1.5 7-1.2 9.5 1" stroke="#e0607a" strokeWidth="1.2" fill="none" strokeLinecap="round" />
      <circle cx="12" cy="4.6" r="2.5" fill="#f4879a" />
      <path d="M13.9 3.8 17.6 5.6l-3.4 1.1z" fill="#2b2b2b" />
      <circle cx="11.6" cy="4" r="0.55" fill="#2b2b2b" />
    </svg>
  );
}
