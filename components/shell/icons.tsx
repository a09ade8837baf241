// The shell's small line icons, drawn by the stylesheet (components/ui/line-icons.module.css). Decorative: the text
// beside them (or the control's label) says what they mean.
import icons from "@/components/ui/line-icons.module.css";

const icon = (name: "user" | "settings" | "bell" | "admin" | "logout" | "login") =>
  function ShellIcon() {
    return <span className={`${icons.icon} ${icons.large} ${icons[name]}`} aria-hidden="true" />;
  };

export const UserIcon = icon("user");
export const SettingsIcon = icon("settings");
export const BellIcon = icon("bell");
export const AdminIcon = icon("admin");
export const LogoutIcon = icon("logout");
export const LoginIcon = icon("login");
