export { TaskCard, type TaskCardProps } from './TaskCard';
