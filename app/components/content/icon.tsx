import type { LucideIcon } from "lucide-react";
import Accessibility from "lucide-react/icons/accessibility";
import Ban from "lucide-react/icons/ban";
import Brain from "lucide-react/icons/brain";
import Bug from "lucide-react/icons/bug";
import CircleHelp from "lucide-react/icons/circle-question-mark";
import Code from "lucide-react/icons/code";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Flag from "lucide-react/icons/flag";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Handshake from "lucide-react/icons/handshake";
import Heart from "lucide-react/icons/heart";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Lightbulb from "lucide-react/icons/lightbulb";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import Megaphone from "lucide-react/icons/megaphone";
import MessageCircle from "lucide-react/icons/message-circle";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Phone from "lucide-react/icons/phone";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import Siren from "lucide-react/icons/siren";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import Smile from "lucide-react/icons/face-slightly-smiling";
import Sparkles from "lucide-react/icons/sparkles";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import UserX from "lucide-react/icons/user-x";
import Wifi from "lucide-react/icons/wifi";
import Zap from "lucide-react/icons/zap";
import type { IconName } from "../../../content/pages/schema";
import { clsx } from "clsx";

const ICONS: Record<IconName, LucideIcon> = {
  accessibility: Accessibility,
  ban: Ban,
  brain: Brain,
  bug: Bug,
  code: Code,
  eye: Eye,
  "eye-off": EyeOff,
  flag: Flag,
  gamepad: Gamepad2,
  handshake: Handshake,
  heart: Heart,
  "heart-handshake": HeartHandshake,
  help: CircleHelp,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  megaphone: Megaphone,
  message: MessageCircle,
  monitor: MonitorSmartphone,
  phone: Phone,
  scale: Scale,
  shield: ShieldCheck,
  siren: Siren,
  sliders: SlidersHorizontal,
  smile: Smile,
  sparkles: Sparkles,
  trophy: Trophy,
  users: Users,
  "user-x": UserX,
  wifi: Wifi,
  zap: Zap,
};

/** A content card's picture: decorative, so hidden from screen readers. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={clsx("size-7 text-indigo-300", className)} />;
}
