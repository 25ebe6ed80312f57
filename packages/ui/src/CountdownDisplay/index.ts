export { CountdownDisplay, type CountdownDisplayProps } from './CountdownDisplay';
export { formatCountdown, isAnnouncementSecond, isWarning, warningThresholdSeconds } from './countdown';
